<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>About</name>
    <message>
        <source>Find, watch and step through knight&apos;s tours with every classic solver, race them, tabulate them, count them exactly, or play the puzzle by hand. Click a square to start.</source>
        <extracomment>the licence the program is released under (LICENSE)</extracomment>
        <translation>Trouvez, regardez et parcourez pas à pas des parcours du cavalier avec tous les solveurs classiques, faites-les courir les uns contre les autres, mettez-les en tableau, comptez-les exactement, ou jouez le casse-tête à la main. Cliquez sur une case pour commencer.</translation>
    </message>
    <message>
        <source>Free software under the {licence} licence.</source>
        <translation>Logiciel libre sous licence {licence}.</translation>
    </message>
    <message>
        <source>Running on {libraries}.</source>
        <translation>Fonctionne avec {libraries}.</translation>
    </message>
    <message>
        <source>The solvers compiled for this computer are kept in {folder}.</source>
        <translation>Les solveurs compilés pour cet ordinateur sont conservés dans {folder}.</translation>
    </message>
    <message>
        <source>About {title}</source>
        <translation>À propos de {title}</translation>
    </message>
</context>
<context>
    <name>AccessibleNames</name>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Autres outils</translation>
    </message>
</context>
<context>
    <name>AnswerArea</name>
    <message>
        <source>The answer about the board</source>
        <translation>La réponse au sujet de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Search anyway</source>
        <extracomment>why a theorem rules the tour out, in plain words, while its answer is shown</extracomment>
        <translation>Chercher quand même</translation>
    </message>
    <message>
        <source>Run the chosen solver all the same and watch it fail (under the step limit, or 10 million moves)</source>
        <translation>Lancer quand même le solveur choisi et le regarder échouer (dans la limite de coups, ou 10 millions de coups)</translation>
    </message>
    <message>
        <source>{answer}

Why: {why}</source>
        <translation>{answer}

Pourquoi : {why}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{mark}: {meaning}</source>
        <translation>{mark} : {meaning}</translation>
    </message>
    <message>
        <source>On the board: {keys}.</source>
        <translation>Sur l&apos;échiquier : {keys}.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Follow the system (light or dark)</source>
        <extracomment>the board styles the View menu offers, and how each reads</extracomment>
        <translation>Comme le système (clair ou sombre)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <extracomment>the text sizes Bigger and Smaller step through, as a share of the system&apos;s builds the window again in a new language (None: the language waits for a restart)</extracomment>
        <translation>&amp;Couleurs de l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <source>The text cannot be larger on this screen: the window would not fit.</source>
        <translation>Le texte ne peut pas être plus grand sur cet écran : la fenêtre n&apos;y tiendrait plus.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The window will speak the language chosen the next time it starts.</source>
        <translation>La fenêtre parlera la langue choisie à son prochain démarrage.</translation>
    </message>
</context>
<context>
    <name>BoardChangeWords</name>
    <message numerus="yes">
        <source>Removed {square}: {n} holes.</source>
        <translation>
            <numerusform>{square} retirée : {n} trou.</numerusform>
            <numerusform>{square} retirée : {n} trous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored {square}: {n} holes.</source>
        <translation>
            <numerusform>{square} remise : {n} trou.</numerusform>
            <numerusform>{square} remise : {n} trous.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardChanges</name>
    <message>
        <source>A board needs at least one square.</source>
        <translation>Un échiquier doit avoir au moins une case.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Click a square to find a tour from it; wheel to zoom, drag to pan, double-click to fit.  From the keyboard: Tab to the board, arrow keys, Enter; or type a square&apos;s name (c3) and Enter</source>
        <extracomment>the arrow keys and the step each takes the keyboard&apos;s square (files, ranks: up is up). The keyboard&apos;s one rule: on a board that has the focus the arrow keys always move its square; a tour is stepped with Ctrl+Left and Ctrl+Right (PlaybackBar), on the board too Enter on the keyboard&apos;s square (moved to with the arrow keys, or typed: c3 Enter) report a click only when no second click follows (see the class docstring)</extracomment>
        <translation>Cliquez sur une case pour trouver un parcours qui en part ; molette pour zoomer, glisser pour déplacer, double-clic pour tout voir.  Au clavier : Tab jusqu&apos;à l&apos;échiquier, flèches, Entrée ; ou tapez le nom d&apos;une case (c3) puis Entrée</translation>
    </message>
    <message>
        <source>{typed}: {why}</source>
        <translation>{typed} : {why}</translation>
    </message>
</context>
<context>
    <name>ControlsForm</name>
    <message>
        <source>a number of layers</source>
        <extracomment>the colour of a choice that could not be read why no run may start now (a field that cannot be read), or &quot;&quot; once every field is good the fields that cannot be read now, each with why</extracomment>
        <translation>un nombre de couches</translation>
    </message>
    <message>
        <source>Layers: more than 1 stacks boards into a 3D board, drawn side by side; the knight moves (1, 2, 0) along any axes</source>
        <translation>Couches : plus de 1 empile des échiquiers en un échiquier en 3D, dessinés côte à côte ; le cavalier saute (1, 2, 0) selon n&apos;importe quels axes</translation>
    </message>
    <message>
        <source>Rows of the board (ranks, numbered 1, 2, 3… from the bottom)</source>
        <translation>Rangées de l&apos;échiquier (numérotées 1, 2, 3… à partir du bas)</translation>
    </message>
    <message>
        <source>a number of rows</source>
        <translation>un nombre de rangées</translation>
    </message>
    <message>
        <source>Columns of the board (files, lettered a, b, c… from the left)</source>
        <translation>Colonnes de l&apos;échiquier (désignées par a, b, c… à partir de la gauche)</translation>
    </message>
    <message>
        <source>a number of columns</source>
        <translation>un nombre de colonnes</translation>
    </message>
    <message>
        <source>Closed tour (return to the start)</source>
        <translation>Parcours fermé (retour au départ)</translation>
    </message>
    <message>
        <source>Ask for a tour whose last square is a knight&apos;s move from the first</source>
        <translation>Demander un parcours dont la dernière case est à un saut de cavalier de la première</translation>
    </message>
    <message>
        <source>any square</source>
        <translation>n&apos;importe quelle case</translation>
    </message>
    <message>
        <source>An open tour that ends on this square: type its name, such as h8 (exact solvers only); leave it empty for a tour that ends anywhere</source>
        <translation>Un parcours ouvert qui finit sur cette case : tapez son nom, par exemple h8 (solveurs exacts seulement) ; laissez vide pour un parcours qui finit n&apos;importe où</translation>
    </message>
    <message>
        <source>Ends on</source>
        <translation>Finit sur</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after the board is given a half turn (180°) or a quarter turn (90°, square boards); the theorem says so when none can exist</source>
        <translation>Un parcours fermé identique après un demi-tour (180°) ou un quart de tour (90°, échiquiers carrés) de l&apos;échiquier ; le théorème le dit quand il ne peut en exister aucun</translation>
    </message>
    <message>
        <source>The order in which order-dependent solvers try the eight jumps, as file,rank steps; type your own order to try it</source>
        <translation>L&apos;ordre dans lequel les solveurs qui en dépendent essaient les huit sauts, en pas colonne,rangée ; tapez votre propre ordre pour l&apos;essayer</translation>
    </message>
    <message>
        <source>The piece: a leaper jumps a squares one way and b the other; type a,b for any other, such as 2,5</source>
        <translation>La pièce : un sauteur saute de a cases dans un sens et de b dans l&apos;autre ; tapez a,b pour une autre, par exemple 2,5</translation>
    </message>
    <message>
        <source>cylinder joins the left and right edges; torus joins both pairs</source>
        <translation>cylindre relie les bords gauche et droit ; tore relie les deux paires</translation>
    </message>
    <message>
        <source>Edit holes</source>
        <translation>Modifier les trous</translation>
    </message>
    <message>
        <source>While on, clicking a square removes it from the board or puts it back</source>
        <translation>Tant que c&apos;est actif, cliquer sur une case la retire de l&apos;échiquier ou la remet</translation>
    </message>
    <message>
        <source>Give up after this many moves</source>
        <translation>Abandonner après ce nombre de coups</translation>
    </message>
    <message>
        <source>Watch the search: at 1, 4 or 60 moves a second every move and every move taken back is drawn; Off runs flat out and shows the result</source>
        <translation>Regarder la recherche : à 1, 4 ou 60 coups par seconde, chaque coup et chaque coup repris sont dessinés ; Non va à fond et montre le résultat</translation>
    </message>
    <message>
        <source>More about it</source>
        <extracomment>the solver in one plain sentence; &quot;More about it&quot; opens the details and sources</extracomment>
        <translation>En savoir plus</translation>
    </message>
    <message>
        <source>How the solver works, and where it comes from</source>
        <translation>Comment le solveur fonctionne, et d&apos;où il vient</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>Ra&amp;ngées :</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonnes :</translation>
    </message>
    <message>
        <source>S&amp;olver:</source>
        <translation>S&amp;olveur :</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Plus d&apos;options</translation>
    </message>
    <message>
        <source>Layers, other leapers, wrapping, holes, the jump order, a step limit and the watch speed</source>
        <translation>Couches, autres sauteurs, bords reliés, trous, ordre des sauts, limite de coups et vitesse pour regarder</translation>
    </message>
    <message>
        <source>&amp;Watch:</source>
        <translation>Re&amp;garder :</translation>
    </message>
    <message>
        <source>Give up after:</source>
        <translation>Abandonner après :</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymétrie :</translation>
    </message>
    <message>
        <source>E&amp;nds on:</source>
        <translation>Finit s&amp;ur :</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>Couc&amp;hes :</translation>
    </message>
    <message>
        <source>P&amp;iece:</source>
        <translation>Pi&amp;èce :</translation>
    </message>
    <message>
        <source>Ed&amp;ges joined:</source>
        <translation>&amp;Bords reliés :</translation>
    </message>
    <message>
        <source>&amp;Jump order:</source>
        <translation>Ordre des sau&amp;ts :</translation>
    </message>
</context>
<context>
    <name>CountForm</name>
    <message>
        <source>Count &amp;closed tours</source>
        <extracomment>the question a count estimated long or large waits on (kind, start, per square) the board, the kind and the start square of the count running or last run the question open now (a count estimated long or large), or None the time left of the count running, and when it began</extracomment>
        <translation>Compter les fer&amp;més</translation>
    </message>
    <message>
        <source>Each closed tour once, whatever its start and direction</source>
        <translation>Chaque parcours fermé une fois, quels que soient son départ et son sens</translation>
    </message>
    <message>
        <source>Count &amp;open tours</source>
        <translation>Compter les &amp;ouverts</translation>
    </message>
    <message>
        <source>Open tours counted with their direction, from every square (tick a count for each square to see each square&apos;s count)</source>
        <translation>Parcours ouverts comptés avec leur sens, depuis chaque case (cochez un compte pour chaque case pour voir le compte de chaque case)</translation>
    </message>
    <message>
        <source>a1 (optional)</source>
        <translation>a1 (facultatif)</translation>
    </message>
    <message>
        <source>Count only the open tours from this square</source>
        <translation>Compter seulement les parcours ouverts depuis cette case</translation>
    </message>
    <message>
        <source>Count open tours from this square</source>
        <translation>Compter les parcours ouverts depuis cette case</translation>
    </message>
    <message>
        <source>a count for each square</source>
        <translation>un compte par case</translation>
    </message>
    <message>
        <source>Open tours only: also count the open tours from each square and draw the counts on the board (not with a start square given, nor for closed tours)</source>
        <translation>Parcours ouverts seulement : compter aussi les parcours ouverts depuis chaque case et écrire les comptes sur l&apos;échiquier (pas avec une case de départ donnée, ni pour les parcours fermés)</translation>
    </message>
    <message>
        <source>empty: this computer</source>
        <translation>vide : cet ordinateur</translation>
    </message>
    <message>
        <source>Leave empty to count on this computer. For experts: a Dask cluster&apos;s scheduler address (tcp://host:8786), or local:N for N worker processes here (needs knighttour[cluster]).</source>
        <translation>Laissez vide pour compter sur cet ordinateur. Pour les experts : l&apos;adresse du planificateur d&apos;une grappe Dask (tcp://hôte:8786), ou local:N pour N processus de calcul ici (demande knighttour[cluster]).</translation>
    </message>
    <message>
        <source>Cluster address</source>
        <translation>Adresse de la grappe</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>E&amp;xport counts (CSV)…</source>
        <translation>E&amp;xporter (CSV)…</translation>
    </message>
    <message>
        <source>Each square&apos;s number of open tours, exactly, as a CSV file</source>
        <translation>Le nombre exact de parcours ouverts de chaque case, dans un fichier CSV</translation>
    </message>
    <message>
        <source>Forget saved counts</source>
        <translation>Oublier les comptes enregistrés</translation>
    </message>
    <message>
        <source>A stopped count keeps its finished squares on disk and goes on from them when counted again; this removes them</source>
        <translation>Un compte arrêté garde ses cases terminées sur le disque et repart d&apos;elles au compte suivant ; ceci les efface</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Plus d&apos;options</translation>
    </message>
    <message>
        <source>Counting on a cluster of computers, and saved counts</source>
        <translation>Compter sur une grappe d&apos;ordinateurs, et comptes enregistrés</translation>
    </message>
    <message>
        <source>The count&apos;s progress</source>
        <translation>L&apos;avancement du dénombrement</translation>
    </message>
    <message>
        <source>Count the tours of the board set in the Explore tab.</source>
        <translation>Compter les parcours de l&apos;échiquier choisi dans l&apos;onglet Explorer.</translation>
    </message>
    <message>
        <source>The count&apos;s answer</source>
        <translation>La réponse du comptage</translation>
    </message>
    <message>
        <source>fro&amp;m</source>
        <translation>de&amp;puis</translation>
    </message>
    <message>
        <source>Count on a &amp;Dask cluster:</source>
        <translation>Compter sur une grappe Das&amp;k :</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <extracomment>the experts&apos; choices, shown by More options</extracomment>
        <translation>pas encore compté</translation>
    </message>
    <message>
        <source>Count the tours of {board}.</source>
        <translation>Compter les parcours de {board}.</translation>
    </message>
    <message>
        <source>the closed tours of {board}</source>
        <translation>les parcours fermés de {board}</translation>
    </message>
    <message>
        <source>the open tours from {square} of {board}</source>
        <translation>les parcours ouverts depuis {square} de {board}</translation>
    </message>
    <message>
        <source>the open tours of {board}</source>
        <translation>les parcours ouverts de {board}</translation>
    </message>
</context>
<context>
    <name>CountMap</name>
    <message numerus="yes">
        <source>{square}: {n} open tours</source>
        <translation>
            <numerusform>{square} : {n} parcours ouvert</numerusform>
            <numerusform>{square} : {n} parcours ouverts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountPanel</name>
    <message>
        <source>by following every tour one by one</source>
        <extracomment>how each way of counting reads in the answer</extracomment>
        <translation>en suivant chaque parcours un par un</translation>
    </message>
    <message>
        <source>square by square, without following each tour (the frontier method)</source>
        <translation>case par case, sans suivre chaque parcours (la méthode de la frontière)</translation>
    </message>
    <message>
        <source>Not counted: {why}.</source>
        <translation>Non compté : {why}.</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>non compté</translation>
    </message>
    <message>
        <source>Counting {what}</source>
        <translation>Compte de {what}</translation>
    </message>
    <message>
        <source>{counting} (connecting to {address})…</source>
        <translation>{counting} (connexion à {address})…</translation>
    </message>
    <message>
        <source>{counting}…</source>
        <translation>{counting}…</translation>
    </message>
    <message>
        <source>Counting {what} may take about {time} and about {memory} of memory (a rough estimate: more often too high than too low).

The window stays usable while it counts, and Stop ends the count at any time. Count now?</source>
        <translation>Compter {what} peut prendre environ {time} et environ {memory} de mémoire (une estimation grossière : plus souvent trop haute que trop basse).

La fenêtre reste utilisable pendant le compte, et Arrêter y met fin à tout moment. Compter maintenant ?</translation>
    </message>
    <message>
        <source>Count tours</source>
        <translation>Compter les parcours</translation>
    </message>
    <message>
        <source>&amp;Count</source>
        <translation>&amp;Compter</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>{counting}: waiting for your answer.</source>
        <translation>{counting} : en attente de votre réponse.</translation>
    </message>
    <message>
        <source>not begun</source>
        <translation>pas commencé</translation>
    </message>
    <message>
        <source>Not counted: you chose not to begin.</source>
        <translation>Non compté : vous avez choisi de ne pas commencer.</translation>
    </message>
    <message>
        <source>{counting}, going on from square {n} (saved when it was stopped)</source>
        <translation>{counting}, reprise à la case {n} (enregistrée lors de l&apos;arrêt)</translation>
    </message>
    <message>
        <source>{share} of the work done</source>
        <translation>{share} du travail fait</translation>
    </message>
    <message>
        <source>{shown}, about {time} left</source>
        <translation>{shown}, encore environ {time}</translation>
    </message>
    <message>
        <source>square {k} of {n}</source>
        <translation>case {k} sur {n}</translation>
    </message>
    <message>
        <source>count {run} of {runs}, square {k} of {n}</source>
        <translation>compte {run} sur {runs}, case {k} sur {n}</translation>
    </message>
    <message>
        <source>, {memory} of memory</source>
        <translation>, {memory} de mémoire</translation>
    </message>
    <message>
        <source>{place}: {states} partial tours held (the frontier&apos;s live states){memory}. The share done is estimated from how the count&apos;s work grows and shrinks across the board.</source>
        <translation>{place} : {states} parcours partiels en mémoire (les états vivants de la frontière){memory}. La part faite est estimée d&apos;après la façon dont le travail du compte grandit et diminue à travers l&apos;échiquier.</translation>
    </message>
    <message numerus="yes">
        <source>{n} tours found so far</source>
        <translation>
            <numerusform>{n} parcours trouvé jusqu&apos;ici</numerusform>
            <numerusform>{n} parcours trouvés jusqu&apos;ici</numerusform>
        </translation>
    </message>
    <message>
        <source>following every tour: {done} of {total} start squares, {tally}</source>
        <translation>en suivant chaque parcours : {done} cases de départ sur {total}, {tally}</translation>
    </message>
    <message>
        <source>{counting}, following every tour: {tally}…</source>
        <translation>{counting}, en suivant chaque parcours : {tally}…</translation>
    </message>
    <message>
        <source>{counting} {where}…</source>
        <translation>{counting} {where}…</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>{n} GiB</source>
        <translation>{n} Gio</translation>
    </message>
    <message>
        <source>{n} MiB</source>
        <translation>{n} Mio</translation>
    </message>
    <message>
        <source>{n} %</source>
        <translation>{n} %</translation>
    </message>
</context>
<context>
    <name>CountResults</name>
    <message>
        <source>Stopped before the end: no count.</source>
        <translation>Arrêté avant la fin : pas de compte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; closed tours on {board} (each loop once, whatever its start and direction), {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; parcours fermés sur {board} (chaque boucle une fois, quels que soient son départ et son sens), {how}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; open tours from {square} on {board}, {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; parcours ouverts depuis {square} sur {board}, {how}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; open tours on {board} (a tour and the same tour backwards count as two), {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; parcours ouverts sur {board} (un parcours et le même à l&apos;envers comptent pour deux), {how}.</translation>
    </message>
    <message>
        <source>by a theorem</source>
        <translation>par un théorème</translation>
    </message>
    <message>
        <source>{method}, in {time}</source>
        <translation>{method}, en {time}</translation>
    </message>
    <message>
        <source>The squares finished so far ({k} of {n}) are kept on disk ({size} in {folder}): count again to go on from there, or More options &gt; Forget saved counts to free the space.</source>
        <translation>Les cases terminées jusqu&apos;ici ({k} sur {n}) sont gardées sur le disque ({size} dans {folder}) : comptez à nouveau pour repartir de là, ou Plus d&apos;options &gt; Oublier les comptes enregistrés pour libérer la place.</translation>
    </message>
    <message>
        <source>Forgetting the saved counts…</source>
        <translation>Effacement des comptes enregistrés…</translation>
    </message>
    <message>
        <source>Forgot the saved counts ({size} freed).</source>
        <translation>Comptes enregistrés oubliés ({size} libérés).</translation>
    </message>
    <message>
        <source>Export counts</source>
        <translation>Exporter les comptes</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} enregistré.</translation>
    </message>
    <message>
        <source>Not counted: {why}</source>
        <translation>Non compté : {why}</translation>
    </message>
</context>
<context>
    <name>CountWorker</name>
    <message>
        <source>on the Dask cluster at {address}</source>
        <extracomment>a count estimated to take longer than this (seconds) or more memory (bytes) asks first steps done, steps, live states, bytes, and the share of the estimated work done a long or large count, not begun: its estimated seconds and bytes (ask, then count again with confirmed) a count estimated past ASK_SECONDS or ASK_BYTES goes ahead only once confirmed</extracomment>
        <translation>sur la grappe Dask à {address}</translation>
    </message>
    <message>
        <source>{where} (dashboard {link})</source>
        <translation>{where} (tableau de bord {link})</translation>
    </message>
</context>
<context>
    <name>CounterWords</name>
    <message numerus="yes">
        <source>{rate} moves a second</source>
        <translation>
            <numerusform>{rate} coup par seconde</numerusform>
            <numerusform>{rate} coups par seconde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watched for {seconds} s, {pace} moves a second shown</source>
        <translation>
            <numerusform>Regardé pendant {seconds} s, {pace} coup par seconde montré</numerusform>
            <numerusform>Regardé pendant {seconds} s, {pace} coups par seconde montrés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Path: {n} of {squares} squares (longest so far {deepest})</source>
        <translation>
            <numerusform>Chemin : {n} case sur {squares} (le plus long jusqu&apos;ici {deepest})</numerusform>
            <numerusform>Chemin : {n} cases sur {squares} (le plus long jusqu&apos;ici {deepest})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePanel</name>
    <message>
        <source>{back} and {forward} step through the tour.</source>
        <extracomment>the width of the panel of choices beside the board (the window fits 800 pixels wide) its width in presentation mode: the board takes over 80% of an 800x600 screen&apos;s height the form&apos;s height and the counters&apos; shared out (More options open or not)</extracomment>
        <translation>{back} et {forward} parcourent le tour pas à pas.</translation>
    </message>
    <message>
        <source>a square, e.g. c3</source>
        <extracomment>the answer about the board, in full where the eye is: under the board what a search anyway hid (why, the answer, the start), to show again when it ends True while the answer shown is a theorem&apos;s (Search anyway may be offered)</extracomment>
        <translation>une case, par ex. c3</translation>
    </message>
    <message>
        <source>The square to solve from: type its name, or click it on the board; Enter or Solve starts</source>
        <translation>La case de départ : tapez son nom ou cliquez-la sur l&apos;échiquier ; Entrée ou Résoudre lance la recherche</translation>
    </message>
    <message>
        <source>Start square</source>
        <translation>Case de départ</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Find a tour from the chosen square (Enter)</source>
        <translation>Trouver un parcours depuis la case choisie (Entrée)</translation>
    </message>
    <message>
        <source>The run&apos;s choices</source>
        <translation>Les choix de la recherche</translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation>Dé&amp;part :</translation>
    </message>
    <message>
        <source>{square} chosen: press Enter or Solve to replace what is on the board with a run from there.</source>
        <translation>{square} choisie : appuyez sur Entrée ou Résoudre pour remplacer ce qui est sur l&apos;échiquier par une recherche depuis cette case.</translation>
    </message>
    <message numerus="yes">
        <source>Searching anyway, {n} moves a second: More options &gt; Watch sets the pace.</source>
        <translation>
            <numerusform>Recherche quand même, {n} coup par seconde : Plus d&apos;options &gt; Regarder règle l&apos;allure.</numerusform>
            <numerusform>Recherche quand même, {n} coups par seconde : Plus d&apos;options &gt; Regarder règle l&apos;allure.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a square to solve from (or click one on the board).</source>
        <translation>Nommez une case de départ (ou cliquez-en une sur l&apos;échiquier).</translation>
    </message>
    <message>
        <source>Not solving: {why}</source>
        <translation>Pas de recherche : {why}</translation>
    </message>
    <message>
        <source>Not solving: a field cannot be read.</source>
        <translation>Pas de recherche : un champ ne peut pas être lu.</translation>
    </message>
    <message>
        <source>Next solution needs a tour from an exact solver.</source>
        <translation>La solution suivante demande un parcours trouvé par un solveur exact.</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>Aller au coup</translation>
    </message>
    <message>
        <source>Move (1 to {n}):</source>
        <translation>Coup (1 à {n}) :</translation>
    </message>
</context>
<context>
    <name>ExploreShown</name>
    <message>
        <source>Search anyway lets you watch a search try every path and fail.</source>
        <extracomment>the ring on the start square of a run that ended with no path to show the ring on the square an open tour is asked to end on the ring on the squares a theorem&apos;s explanation labels (their colour, their line) where the focus was when a watched run took it (given back at the run&apos;s end)</extracomment>
        <translation>Chercher quand même vous laisse regarder une recherche essayer tous les chemins et échouer.</translation>
    </message>
</context>
<context>
    <name>FileNames</name>
    <message>
        <source>tour</source>
        <translation>parcours</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>fiche</translation>
    </message>
    <message>
        <source>worksheets</source>
        <translation>fiches</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>comptes</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>comparaison</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Could not write {file}: {why}</source>
        <translation>Impossible d&apos;écrire {file} : {why}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Parties (*.json)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Games (*.json);;All files (*)</source>
        <translation>Parties (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>GameSaving</name>
    <message numerus="yes">
        <source>{n} squares visited</source>
        <extracomment>the file the game was opened from or last saved to (&quot;&quot; while it has none)</extracomment>
        <translation>
            <numerusform>{n} case visitée</numerusform>
            <numerusform>{n} cases visitées</numerusform>
        </translation>
    </message>
    <message>
        <source>The game on the board ({visited}) is not saved. Save it before you {doing}?</source>
        <translation>La partie sur l&apos;échiquier ({visited}) n&apos;est pas enregistrée. L&apos;enregistrer avant de {doing} ?</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} enregistré.</translation>
    </message>
    <message>
        <source>open another game</source>
        <translation>ouvrir une autre partie</translation>
    </message>
    <message numerus="yes">
        <source>Your game from last time, on {board}: {n} squares.</source>
        <translation>
            <numerusform>Votre partie de la dernière fois, sur {board} : {n} case.</numerusform>
            <numerusform>Votre partie de la dernière fois, sur {board} : {n} cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continuing the game from {file} on {board}.</source>
        <translation>Suite de la partie de {file} sur {board}.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Row (rank)</source>
        <extracomment>the words a newcomer meets, each in a sentence: the plain sentence first</extracomment>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>A line of squares across the board, numbered from 1 at the bottom; chess players call it a rank.</source>
        <translation>Une ligne de cases en travers de l&apos;échiquier, numérotée à partir de 1 en bas.</translation>
    </message>
    <message>
        <source>Column (file)</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>A line of squares up the board, lettered from a on the left (after z: aa, ab, …); chess players call it a file.</source>
        <translation>Une ligne de cases de bas en haut, désignée par une lettre à partir de a à gauche (après z : aa, ab, …).</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Parcours</translation>
    </message>
    <message>
        <source>A path of knight&apos;s moves that visits every square of the board exactly once.</source>
        <translation>Un chemin de sauts du cavalier qui passe une fois et une seule par chaque case de l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Closed tour</source>
        <translation>Parcours fermé</translation>
    </message>
    <message>
        <source>A tour whose last square is a knight&apos;s move from its first, so the knight could jump back to the start and go round again.</source>
        <translation>Un parcours dont la dernière case est à un saut de cavalier de la première : le cavalier pourrait revenir au départ et recommencer le tour.</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Parcours ouvert</translation>
    </message>
    <message>
        <source>Any tour; it need not end a knight&apos;s move from its start.</source>
        <translation>N&apos;importe quel parcours ; il n&apos;a pas besoin de finir à un saut de son départ.</translation>
    </message>
    <message>
        <source>Move tried</source>
        <translation>Coup essayé</translation>
    </message>
    <message>
        <source>One move a search makes: the knight enters a square (a step).</source>
        <translation>Un coup joué par une recherche : le cavalier entre dans une case.</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Coup repris</translation>
    </message>
    <message>
        <source>A move taken back: at a dead end, a search returns to the last square where it had another choice and tries that (backtracking).</source>
        <translation>Un coup annulé : dans une impasse, la recherche revient à la dernière case où elle avait un autre choix et l&apos;essaie (retour en arrière).</translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation>Plus long chemin</translation>
    </message>
    <message>
        <source>The most squares a search&apos;s path has covered at once so far: 64 of 64 on 8x8 means it reached a full tour.</source>
        <translation>Le plus grand nombre de cases que le chemin d&apos;une recherche a couvertes jusqu&apos;ici : 64 sur 64 en 8x8 veut dire qu&apos;elle a atteint un parcours complet.</translation>
    </message>
    <message>
        <source>Give up after</source>
        <translation>Abandonner après</translation>
    </message>
    <message>
        <source>A limit on the moves a search may try; when it is reached the search gives up without knowing whether a tour exists.</source>
        <translation>Une limite au nombre de coups qu&apos;une recherche peut essayer ; une fois atteinte, la recherche abandonne sans savoir s&apos;il existe un parcours.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule</source>
        <translation>Règle de Warnsdorff</translation>
    </message>
    <message>
        <source>Always move to the square from which the knight would have the fewest onward moves (H. C. von Warnsdorf, 1823): simple, and usually right.</source>
        <translation>Aller toujours sur la case d&apos;où le cavalier aurait le moins de sauts possibles ensuite (H. C. von Warnsdorf, 1823) : simple, et presque toujours juste.</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Départage</translation>
    </message>
    <message>
        <source>What a rule does when several squares are equally good.</source>
        <translation>Ce que fait une règle quand plusieurs cases sont aussi bonnes.</translation>
    </message>
    <message>
        <source>Exact solver</source>
        <translation>Solveur exact</translation>
    </message>
    <message>
        <source>One that, given time, either finds a tour or proves there is none.</source>
        <translation>Un solveur qui, avec assez de temps, trouve un parcours ou prouve qu&apos;il n&apos;y en a pas.</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>Heuristique</translation>
    </message>
    <message>
        <source>A rule of thumb: quick, but it may get stuck where a tour exists.</source>
        <translation>Une règle pratique : rapide, mais elle peut rester bloquée alors qu&apos;un parcours existe.</translation>
    </message>
    <message>
        <source>Piece (leaper)</source>
        <translation>Pièce (sauteur)</translation>
    </message>
    <message>
        <source>A piece that jumps a fixed distance, a one way and b the other: the knight is the (1,2) leaper, the zebra the (2,3).</source>
        <translation>Une pièce qui saute d&apos;une distance fixe, a dans un sens et b dans l&apos;autre : le cavalier est le sauteur (1,2), le zèbre le (2,3).</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Tore</translation>
    </message>
    <message>
        <source>A board whose opposite edges are joined, left to right and top to bottom, so a knight leaving one edge comes back on the other.</source>
        <translation>Un échiquier dont les bords opposés sont reliés, gauche à droite et haut à bas : un cavalier qui sort par un bord revient par l&apos;autre.</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Cylindre</translation>
    </message>
    <message>
        <source>A board whose left and right edges are joined.</source>
        <translation>Un échiquier dont les bords gauche et droit sont reliés.</translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation>Théorème</translation>
    </message>
    <message>
        <source>A statement that has been proved true for every board of a kind: the program quotes one when it says at once that no tour can exist.</source>
        <translation>Un énoncé démontré pour tous les échiquiers d&apos;un certain type : le programme en cite un quand il dit aussitôt qu&apos;aucun parcours ne peut exister.</translation>
    </message>
    <message>
        <source>Hamiltonian path</source>
        <translation>Chemin hamiltonien</translation>
    </message>
    <message>
        <source>Another name for an open tour: a way through a network (here, squares joined by knight&apos;s moves) that visits every point exactly once; mathematicians name it after W. R. Hamilton.</source>
        <translation>Un autre nom du parcours ouvert : un chemin dans un réseau (ici, des cases reliées par des sauts de cavalier) qui passe une fois et une seule par chaque point ; les mathématiciens le nomment d&apos;après W. R. Hamilton.</translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed</source>
        <translation>Temps et vitesse propres de la recherche</translation>
    </message>
    <message>
        <source>The time the search itself worked, and its moves a second, leaving out the time spent drawing and the pace of watching.</source>
        <translation>Le temps pendant lequel la recherche a travaillé elle-même, et ses coups par seconde, sans le temps passé à dessiner ni l&apos;allure choisie pour regarder.</translation>
    </message>
    <message>
        <source>ms, µs</source>
        <translation>ms, µs</translation>
    </message>
    <message>
        <source>A millisecond (ms) is a thousandth of a second; a microsecond (µs) a millionth.</source>
        <translation>Une milliseconde (ms) est un millième de seconde ; une microseconde (µs) un millionième.</translation>
    </message>
    <message>
        <source>Live states</source>
        <translation>États vivants</translation>
    </message>
    <message>
        <source>What a count keeps between squares: each different way the part of the board done so far can still join up with the rest, with how many tours share it. The fewer, the faster; 8x8 needs up to 245 million.</source>
        <translation>Ce qu&apos;un comptage garde d&apos;une case à l&apos;autre : chaque façon différente dont la partie de l&apos;échiquier déjà traitée peut encore se raccorder au reste, avec le nombre de parcours qui la partagent. Moins il y en a, plus c&apos;est rapide ; le 8x8 en demande jusqu&apos;à 245 millions.</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>{solver}: the colour of each start square says how many moves the search tried from it (each shade ten times more); a cross marks a run that found no tour (it gave up at its move limit or a dead end, or proved there is none), grey hatching a run you stopped</source>
        <extracomment>one colour per solver in the chart and the race a start not run (yet) a run the user stopped: grey, hatched (not a failure of the solver) the cross of a start from which no tour was found a board with more squares than this draws a start without a tour in red (its cells are too small for a cross) a painted text that wraps onto as many lines as its width needs (words whole) status codes kept per square: not run, found, no tour found, stopped the heat colours as 32-bit pixels, 256 shades from pale to dark</extracomment>
        <translation>{solver} : la couleur de chaque case de départ dit combien de coups la recherche a essayés depuis elle (chaque nuance dix fois plus) ; une croix marque une recherche sans parcours (abandon à la limite de coups ou dans une impasse, ou preuve qu&apos;il n&apos;y en a pas), des hachures grises une recherche que vous avez arrêtée</translation>
    </message>
</context>
<context>
    <name>HeatmapLegend</name>
    <message>
        <source>moves tried: 1 to {top}</source>
        <translation>coups essayés : 1 à {top}</translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation>aucun parcours (abandon)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>pas lancé</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Solve from the chosen square (in the Start field)</source>
        <extracomment>(command, where) of the keys no action carries: Enter in the Start field, Tab and Shift+Tab, the arrow keys, Enter on the board, a square&apos;s name then Enter</extracomment>
        <translation>Résoudre depuis la case choisie (dans le champ Départ)</translation>
    </message>
    <message>
        <source>Explore tab</source>
        <translation>Onglet Explorer</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Explore&lt;/b&gt;: choose a board and a solver on the right, then click a
square of the board: the tour from it appears, or the search runs live. Step through a
tour with the playback bar ({keys}); zoom with the wheel, drag to pan, double-click to fit.
From the keyboard: Tab to the board, move its square with the arrow keys and press Enter,
or type a square&apos;s name (c3) and Enter.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;The keyboard&apos;s rule&lt;/b&gt;: on a board that has the keyboard the arrow keys always move
its square; {back} and {forward} step through the tour, on the board too.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Race&lt;/b&gt;: check 2 to 6 solvers, name a start square and start them together on the
Explore tab&apos;s board. Flat out is a race of speed; a paced race moves every solver at the same
pace, drawing each move and take-back, and ranks them live by moves: a race a class can
watch. Plain backtracking can need thousands of moves: pick a faster pace, or Stop all.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Table&lt;/b&gt;: run the checked solvers from every start square: a sortable table, a summary,
heatmaps and a chart of the moves tried; export them as CSV or JSON.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Play&lt;/b&gt;: click a square to place the knight, then click where it goes (or use the
board&apos;s square and Enter). Legal moves are ringed; you are warned as soon as the position can
no longer be completed. Undo, hints and &apos;finish it for me&apos; help; New game takes the Explore
tab&apos;s board.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Count&lt;/b&gt;: how many tours the Explore tab&apos;s board has: closed ones (each once), open
ones (each direction) from every square or from the square given, with a table of the counts
per start square. Exact at any size, for boards up to 9 squares wide; Stop stops at once.
A stopped count keeps its finished squares and goes on from them next time.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;View&lt;/b&gt;: Presentation mode (F11) for a projector, bigger or smaller text, the board&apos;s
colours (light, dark, high contrast) and the language.&lt;/p&gt;</source>
        <extracomment>Help &gt; How to use</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;Explorer&lt;/b&gt; : choisissez un échiquier et un solveur à droite, puis cliquez sur une case : le parcours qui en part apparaît, ou la recherche se déroule en direct. Parcourez un tour pas à pas avec la barre de lecture ({keys}) ; zoomez avec la molette, glissez pour déplacer, double-cliquez pour tout voir. Au clavier : Tab jusqu&apos;à l&apos;échiquier, déplacez sa case avec les flèches et appuyez sur Entrée, ou tapez le nom d&apos;une case (c3) puis Entrée.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;La règle du clavier&lt;/b&gt; : sur un échiquier qui a le clavier, les flèches déplacent toujours sa case ; {back} et {forward} parcourent le tour pas à pas, sur l&apos;échiquier aussi.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Course&lt;/b&gt; : cochez de 2 à 6 solveurs, nommez une case de départ et lancez-les ensemble sur l&apos;échiquier de l&apos;onglet Explorer. À fond, c&apos;est une course de vitesse ; une course au pas fait avancer chaque solveur à la même allure, dessine chaque coup et chaque retour en arrière et les classe en direct au nombre de coups : une course qu&apos;une classe peut suivre. Le simple retour en arrière peut demander des milliers de coups : choisissez une allure plus rapide, ou Tout arrêter.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Tableau&lt;/b&gt; : lancez les solveurs cochés depuis chaque case de départ : un tableau triable, un résumé, des cartes de chaleur et un graphique des coups essayés ; exportez-les en CSV ou JSON.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Jouer&lt;/b&gt; : cliquez sur une case pour y poser le cavalier, puis là où il va (ou utilisez la case de l&apos;échiquier et Entrée). Les coups permis sont entourés ; vous êtes averti dès que la position ne peut plus être complétée. Annuler, les indices et « Termine-le pour moi » aident ; Nouvelle partie prend l&apos;échiquier de l&apos;onglet Explorer.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Compter&lt;/b&gt; : combien de parcours a l&apos;échiquier de l&apos;onglet Explorer : les fermés (chacun une fois), les ouverts (dans chaque sens) depuis chaque case ou depuis la case donnée, avec un tableau des nombres par case de départ. Exact à toute taille, pour des échiquiers jusqu&apos;à 9 cases de large ; Arrêter arrête aussitôt. Un comptage arrêté garde ses cases terminées et repart de là la fois suivante.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Affichage&lt;/b&gt; : le mode présentation (F11) pour un projecteur, un texte plus grand ou plus petit, les couleurs de l&apos;échiquier (clair, sombre, contraste élevé) et la langue.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <source>On a board that has the keyboard, the arrow keys always move its square; {back} and {forward} step through the tour, on the board too.</source>
        <translation>Sur un échiquier qui a le clavier, les flèches déplacent toujours sa case ; {back} et {forward} parcourent le tour pas à pas, sur l&apos;échiquier aussi.</translation>
    </message>
    <message>
        <source>How to use</source>
        <translation>Mode d&apos;emploi</translation>
    </message>
    <message>
        <source>{tab} tab</source>
        <translation>Onglet {tab}</translation>
    </message>
    <message>
        <source>Go to the next or the previous control</source>
        <translation>Aller au contrôle suivant ou précédent</translation>
    </message>
    <message>
        <source>Move the board&apos;s square (whenever the board has the keyboard)</source>
        <translation>Déplacer la case de l&apos;échiquier (dès que l&apos;échiquier a le clavier)</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>L&apos;échiquier</translation>
    </message>
    <message>
        <source>Explore: solve from the board&apos;s square; Play: move the knight there</source>
        <translation>Explorer : résoudre depuis la case de l&apos;échiquier ; Jouer : y déplacer le cavalier</translation>
    </message>
    <message>
        <source>Type a square&apos;s name, then Enter: go there and act on it</source>
        <translation>Taper le nom d&apos;une case, puis Entrée : y aller et agir dessus</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>{keys}: {command} ({where})</source>
        <translation>{keys} : {command} ({where})</translation>
    </message>
</context>
<context>
    <name>KnightTourApp</name>
    <message>
        <source>Explore</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>Click a square and see a tour; watch the search</source>
        <translation>Cliquez sur une case et voyez un parcours ; regardez la recherche</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Run 2 to 6 solvers at once from one square</source>
        <translation>Lancer de 2 à 6 solveurs à la fois depuis une case</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Run solvers from every start square and compare</source>
        <translation>Lancer des solveurs depuis chaque case de départ et comparer</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play the puzzle by hand, with undo, hints and an honest warning</source>
        <translation>Jouer le casse-tête à la main, avec annulation, indices et un avertissement honnête</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Compter</translation>
    </message>
    <message>
        <source>How many tours? Closed, open, or open from each square</source>
        <translation>Combien de parcours ? Fermés, ouverts, ou ouverts depuis chaque case</translation>
    </message>
    <message>
        <source>Go to the {tab} tab</source>
        <translation>Aller à l&apos;onglet {tab}</translation>
    </message>
    <message>
        <source>Tabs</source>
        <translation>Onglets</translation>
    </message>
    <message>
        <source>Show &amp;Warnsdorff&apos;s numbers</source>
        <extracomment>Warnsdorff&apos;s idea on the boards: the onward moves of each next square</extracomment>
        <translation>Afficher les nombres de &amp;Warnsdorff</translation>
    </message>
    <message>
        <source>On the Explore board and a paced race&apos;s lanes: each square the knight could go to next, with its number of onward moves (Warnsdorff&apos;s rule takes the smallest, in green)</source>
        <translation>Sur l&apos;échiquier d&apos;Explorer et les pistes d&apos;une course au pas : chaque case où le cavalier pourrait aller ensuite, avec son nombre de sauts suivants (la règle de Warnsdorff prend le plus petit, en vert)</translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <extracomment>how long a thread may hold the GIL while another waits for it set by main(): builds the window again (a new language); None outside main()</extracomment>
        <translation>Cliquez sur une case pour trouver un parcours qui en part.</translation>
    </message>
    <message>
        <source>{file} is no longer at {folder}: it was taken off the recent files.</source>
        <translation>{file} n&apos;est plus dans {folder} : il a été retiré des fichiers récents.</translation>
    </message>
    <message numerus="yes">
        <source>Replaying the game: {n} squares.</source>
        <translation>
            <numerusform>Lecture de la partie : {n} case.</numerusform>
            <numerusform>Lecture de la partie : {n} cases.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KnightTourModel</name>
    <message>
        <source>Preparing the solvers for this computer (first launch only)…</source>
        <extracomment>the step limit of a search run although a theorem rules a tour out, when none is chosen the answer shown while numba compiles the kernels before the very first run</extracomment>
        <translation>Préparation des solveurs pour cet ordinateur (au premier lancement seulement)…</translation>
    </message>
    <message>
        <source>{steps} moves tried, {backtracks} taken back, {time}</source>
        <translation>{steps} coups essayés, {backtracks} repris, {time}</translation>
    </message>
    <message>
        <source>Closed tour found from {square} (solution {n})</source>
        <translation>Parcours fermé trouvé depuis {square} (solution {n})</translation>
    </message>
    <message>
        <source>Open tour found from {square} (solution {n})</source>
        <translation>Parcours ouvert trouvé depuis {square} (solution {n})</translation>
    </message>
    <message>
        <source>Closed tour found from {square}</source>
        <translation>Parcours fermé trouvé depuis {square}</translation>
    </message>
    <message>
        <source>Open tour found from {square}</source>
        <translation>Parcours ouvert trouvé depuis {square}</translation>
    </message>
    <message>
        <source>{found} to {end}</source>
        <translation>{found} jusqu&apos;à {end}</translation>
    </message>
    <message>
        <source>{found}, the same after a {turn}</source>
        <translation>{found}, identique après un {turn}</translation>
    </message>
    <message>
        <source>{found} ({counts}).</source>
        <translation>{found} ({counts}).</translation>
    </message>
    <message>
        <source>{reason} ({counts})</source>
        <translation>{reason} ({counts})</translation>
    </message>
    <message>
        <source>quarter turn</source>
        <translation>quart de tour</translation>
    </message>
    <message>
        <source>half turn</source>
        <translation>demi-tour</translation>
    </message>
    <message>
        <source>The board changed: the search on the old board was stopped.</source>
        <translation>L&apos;échiquier a changé : la recherche sur l&apos;ancien échiquier a été arrêtée.</translation>
    </message>
    <message>
        <source>Choose a solver.</source>
        <translation>Choisissez un solveur.</translation>
    </message>
    <message>
        <source>A symmetric tour is closed: it has no last square to choose. Clear Ends on, or set Symmetry to any tour.</source>
        <translation>Un parcours symétrique est fermé : il n&apos;a pas de dernière case à choisir. Videz Finit sur, ou mettez Symétrie sur n&apos;importe lequel.</translation>
    </message>
    <message>
        <source>A symmetric tour is found by a search of its own on a flat board: choose the solver Automatic, or set Symmetry to any tour.</source>
        <translation>Un parcours symétrique est trouvé par une recherche à part sur un échiquier plat : choisissez le solveur Automatique, ou mettez Symétrie sur n&apos;importe lequel.</translation>
    </message>
    <message>
        <source>{solver} cannot look for a closed tour: untick Closed tour, or choose a solver that can.</source>
        <translation>{solver} ne sait pas chercher un parcours fermé : décochez Parcours fermé, ou choisissez un solveur qui le peut.</translation>
    </message>
    <message>
        <source>Ends on cannot be used: {why}</source>
        <translation>Finit sur ne peut pas servir : {why}</translation>
    </message>
    <message>
        <source>A closed tour comes back next to its start: it has no last square to choose. Untick Closed tour, or clear Ends on.</source>
        <translation>Un parcours fermé revient à côté de son départ : il n&apos;a pas de dernière case à choisir. Décochez Parcours fermé, ou videz Finit sur.</translation>
    </message>
    <message>
        <source>{solver} cannot aim at a last square: clear Ends on, or choose an exact solver such as Automatic.</source>
        <translation>{solver} ne sait pas viser une dernière case : videz Finit sur, ou choisissez un solveur exact comme Automatique.</translation>
    </message>
    <message>
        <source>Ends on is for flat boards: clear it to solve.</source>
        <translation>Finit sur est pour les échiquiers plats : videz-le pour résoudre.</translation>
    </message>
    <message>
        <source>Solving from {square}…</source>
        <translation>Recherche depuis {square}…</translation>
    </message>
    <message>
        <source>Looking for the next solution…</source>
        <translation>Recherche de la solution suivante…</translation>
    </message>
</context>
<context>
    <name>LogChart</name>
    <message>
        <source>Moves tried from each start square (each line up ten times more); filled points found a tour, hollow points did not, squares were stopped</source>
        <translation>Coups essayés depuis chaque case de départ (chaque ligne vers le haut dix fois plus) ; les points pleins ont trouvé un parcours, les points creux non, les carrés ont été arrêtés</translation>
    </message>
    <message>
        <source>tour found</source>
        <translation>parcours trouvé</translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation>aucun parcours (abandon)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>start squares, in board order</source>
        <extracomment>entries a row: two rows of two keep the legend as narrow as two heatmaps; one a row where even that is too wide (a window 800 pixels wide) the least room an entry&apos;s words are given before they wrap the side of a mark&apos;s stamp, in pixels pixels left of the plot for its axis labels (&apos;10 million&apos;) per solver, the runs so far: batches of (starts, steps, mark codes) arrays the starts, ascending: their places along x (a range: every square, none listed) batches not stamped yet: (solver index, starts, steps, mark codes) the caption along the bottom (on two lines under a narrow chart)</extracomment>
        <translation>cases de départ, dans l&apos;ordre de l&apos;échiquier</translation>
    </message>
</context>
<context>
    <name>Magic</name>
    <message>
        <source>It is magic: every rank, every file and both long diagonals add up to {sum}.</source>
        <translation>Il est magique : chaque rangée, chaque colonne et les deux grandes diagonales font {sum}.</translation>
    </message>
    <message>
        <source>It is semi-magic: every rank and every file adds up to {sum}</source>
        <translation>Il est semi-magique : chaque rangée et chaque colonne font {sum}</translation>
    </message>
    <message>
        <source>It is semi-magic: every rank adds up to {ranks} and every file to {files}</source>
        <translation>Il est semi-magique : chaque rangée fait {ranks} et chaque colonne {files}</translation>
    </message>
    <message>
        <source>{said} (the long diagonals add up to {a} and {b}).</source>
        <translation>{said} (les grandes diagonales font {a} et {b}).</translation>
    </message>
    <message>
        <source>{said}.</source>
        <translation>{said}.</translation>
    </message>
    <message>
        <source>{title}: {note} Source: {source}.</source>
        <translation>{title} : {note} Source : {source}.</translation>
    </message>
</context>
<context>
    <name>MagicView</name>
    <message>
        <source>Show &amp;magic sums</source>
        <extracomment>the largest board whose answer says whether its tour is magic: the sums are added on the GUI thread (about 15 ms at this size; `knighttour validate --json` gives them on any board)</extracomment>
        <translation>Afficher les sommes &amp;magiques</translation>
    </message>
    <message>
        <source>Write beside the Explore board each rank&apos;s and each file&apos;s sum of the move numbers shown (a tour is semi-magic when they are all equal)</source>
        <translation>Écrire à côté de l&apos;échiquier d&apos;Explorer la somme des numéros de coups affichés de chaque rangée et de chaque colonne (un parcours est semi-magique quand elles sont toutes égales)</translation>
    </message>
    <message>
        <source>Classic &amp;magic tours</source>
        <translation>Parcours &amp;magiques classiques</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>taken back</source>
        <extracomment>(mark, meaning) of the marks a watched search draws, as the legend lists them</extracomment>
        <translation>repris</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>current square</source>
        <translation>case actuelle</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>File &gt; Open tour File &gt; Export PNG, Export SVG, Save as JSON, Save as text, in that order Edit &gt; Copy tour Search &gt; Stop Search &gt; Next solution File &gt; Save (Ctrl+S): the tour on Explore, the game on Play</extracomment>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>Ouvrir la barre de menus</translation>
    </message>
    <message>
        <source>&amp;Open tour…</source>
        <translation>&amp;Ouvrir un parcours…</translation>
    </message>
    <message>
        <source>Show a tour from a JSON or text file</source>
        <translation>Afficher un parcours d&apos;un fichier JSON ou texte</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save what the tab shows: the tour (Explore) or the game (Play)</source>
        <translation>Enregistrer ce que montre l&apos;onglet : le parcours (Explorer) ou la partie (Jouer)</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG)…</source>
        <translation>Exporter une &amp;image (PNG)…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG picture</source>
        <translation>Enregistrer l&apos;échiquier tel qu&apos;il est affiché en image PNG</translation>
    </message>
    <message>
        <source>Export &amp;vector picture (SVG)…</source>
        <translation>Exporter un &amp;dessin vectoriel (SVG)…</translation>
    </message>
    <message>
        <source>Save the board as shown as an SVG drawing</source>
        <translation>Enregistrer l&apos;échiquier tel qu&apos;il est affiché en dessin SVG</translation>
    </message>
    <message>
        <source>Save tour as &amp;JSON…</source>
        <translation>Enregistrer le parcours en &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the tour in the command line&apos;s JSON form</source>
        <translation>Enregistrer le parcours dans la forme JSON de la ligne de commande</translation>
    </message>
    <message>
        <source>Save tour as &amp;text…</source>
        <translation>Enregistrer le parcours en &amp;texte…</translation>
    </message>
    <message>
        <source>Save the tour as square names</source>
        <translation>Enregistrer le parcours sous forme de noms de cases</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Print the board with its tour</source>
        <translation>Imprimer l&apos;échiquier avec son parcours</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>See the printed page before printing</source>
        <translation>Voir la page imprimée avant d&apos;imprimer</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exporter en P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the printed page as a PDF, the tour as far as shown</source>
        <translation>Enregistrer la page imprimée en PDF, le parcours jusqu&apos;où il est affiché</translation>
    </message>
    <message>
        <source>Export &amp;worksheet PDF…</source>
        <translation>Exporter une &amp;fiche d&apos;exercice en PDF…</translation>
    </message>
    <message>
        <source>A page for pupils: the board with only the start numbered, and the task</source>
        <translation>Une page pour les élèves : l&apos;échiquier avec seulement le départ numéroté, et la consigne</translation>
    </message>
    <message>
        <source>Worksheets for a &amp;class…</source>
        <translation>Fiches pour une &amp;classe…</translation>
    </message>
    <message>
        <source>A worksheet for every pupil (one start for all, or a different one each) and the answer key, printed or as one PDF</source>
        <translation>Une fiche pour chaque élève (un même départ pour tous, ou un différent pour chacun) et le corrigé, imprimés ou en un seul PDF</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game played by hand under a new name</source>
        <translation>Enregistrer la partie jouée à la main sous un nouveau nom</translation>
    </message>
    <message>
        <source>Open g&amp;ame…</source>
        <translation>Ouvrir une part&amp;ie…</translation>
    </message>
    <message>
        <source>Continue a game saved from the Play tab</source>
        <translation>Continuer une partie enregistrée depuis l&apos;onglet Jouer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Copy tour</source>
        <translation>&amp;Copier le parcours</translation>
    </message>
    <message>
        <source>Copy the tour&apos;s squares in algebraic notation</source>
        <translation>Copier les cases du parcours en notation algébrique</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Recherche</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <source>Stop what this tab runs: the search, the race, the table, the count</source>
        <translation>Arrêter ce que cet onglet exécute : la recherche, la course, le tableau, le dénombrement</translation>
    </message>
    <message>
        <source>&amp;Next solution</source>
        <translation>Solution &amp;suivante</translation>
    </message>
    <message>
        <source>Continue the exact search to the next tour</source>
        <translation>Poursuivre la recherche exacte jusqu&apos;au parcours suivant</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Mode &amp;présentation</translation>
    </message>
    <message>
        <source>Full screen for a projector: the board as large as it goes</source>
        <translation>Plein écran pour un projecteur : l&apos;échiquier aussi grand que possible</translation>
    </message>
    <message>
        <source>&amp;Bigger text</source>
        <translation>Texte plus &amp;grand</translation>
    </message>
    <message>
        <source>Make the window&apos;s text larger (remembered)</source>
        <translation>Agrandir le texte de la fenêtre (retenu)</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>Texte plus &amp;petit</translation>
    </message>
    <message>
        <source>Make the window&apos;s text smaller (remembered)</source>
        <translation>Réduire le texte de la fenêtre (retenu)</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Taille de texte &amp;normale</translation>
    </message>
    <message>
        <source>The system&apos;s text size</source>
        <translation>La taille de texte du système</translation>
    </message>
    <message>
        <source>Zoom board &amp;in</source>
        <translation>&amp;Zoomer sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Zoom in on the board (or the mouse wheel)</source>
        <translation>Zoomer sur l&apos;échiquier (ou la molette de la souris)</translation>
    </message>
    <message>
        <source>Zoom board &amp;out</source>
        <translation>&amp;Dézoomer l&apos;échiquier</translation>
    </message>
    <message>
        <source>Zoom out of the board</source>
        <translation>Dézoomer l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>&amp;Ajuster l&apos;échiquier à la fenêtre</translation>
    </message>
    <message>
        <source>Show the whole board</source>
        <translation>Montrer tout l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>&amp;Go to move…</source>
        <translation>&amp;Aller au coup…</translation>
    </message>
    <message>
        <source>Show the tour up to a chosen move</source>
        <translation>Montrer le parcours jusqu&apos;au coup choisi</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;How to use</source>
        <translation>&amp;Mode d&apos;emploi</translation>
    </message>
    <message>
        <source>What each tab does</source>
        <translation>Ce que fait chaque onglet</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossaire</translation>
    </message>
    <message>
        <source>The words of the window, each explained</source>
        <translation>Les mots de la fenêtre, chacun expliqué</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Tous les raccourcis de la fenêtre</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <source>&quot;{typed}&quot; is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation>« {typed} » n&apos;est pas {what} : tapez un nombre entier de {low} à {high} ; la valeur reste {now}.</translation>
    </message>
    <message>
        <source>An empty box is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation>Une case vide n&apos;est pas {what} : tapez un nombre entier de {low} à {high} ; la valeur reste {now}.</translation>
    </message>
</context>
<context>
    <name>NumberWords</name>
    <message numerus="yes">
        <source>{n} million</source>
        <translation>
            <numerusform>{n} million</numerusform>
            <numerusform>{n} millions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} billion</source>
        <translation>
            <numerusform>{n} milliard</numerusform>
            <numerusform>{n} milliards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} trillion</source>
        <translation>
            <numerusform>{n} billion</numerusform>
            <numerusform>{n} billions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Temps : {time}</translation>
    </message>
</context>
<context>
    <name>PlayModel</name>
    <message>
        <source>Click a square, or type its name and press Enter, to place the knight.</source>
        <extracomment>&quot;Finish it for me&quot; plays the rest in at most this many ticks of its timer (a few seconds) the longest a tick plays moves (on a million squares a tick&apos;s share would take longer: the finish then takes more ticks, the window never waits) moves of exact search spent proving a position can (or cannot) be completed the same on boards larger than 8x8, where the answer may stay &quot;not sure&quot; each legal next square with the number of moves onward from it &quot;Finish it for me&quot; began (True) or ended: played out, stopped, or the game changed the game has changes that no file holds (True) or it is saved, or empty (False) moves &quot;Finish it for me&quot; played in this game</extracomment>
        <translation>Cliquez sur une case, ou tapez son nom puis Entrée, pour placer le cavalier.</translation>
    </message>
    <message>
        <source>The tour is complete: restart to play again.</source>
        <translation>Le parcours est complet : recommencez pour rejouer.</translation>
    </message>
    <message>
        <source>Not allowed: {why}.</source>
        <translation>Interdit : {why}.</translation>
    </message>
    <message>
        <source>Move {n}: {square}.</source>
        <translation>Coup {n} : {square}.</translation>
    </message>
    <message>
        <source>Took back move {n}: {square}.</source>
        <translation>Coup {n} repris : {square}.</translation>
    </message>
    <message>
        <source>Move {n} again: {square}.</source>
        <translation>Coup {n} rejoué : {square}.</translation>
    </message>
    <message>
        <source>Choose a start square first.</source>
        <translation>Choisissez d&apos;abord une case de départ.</translation>
    </message>
    <message>
        <source>The tour is complete.</source>
        <translation>Le parcours est complet.</translation>
    </message>
    <message>
        <source>Looking for a way to finish…</source>
        <translation>Recherche d&apos;une façon de finir…</translation>
    </message>
    <message>
        <source>This position cannot be completed: {why}.</source>
        <translation>Cette position ne peut pas être complétée : {why}.</translation>
    </message>
    <message>
        <source>A closed tour! The knight can jump straight back to the start.</source>
        <translation>Un parcours fermé ! Le cavalier peut sauter directement jusqu&apos;au départ.</translation>
    </message>
    <message>
        <source>Tour complete: every square visited.</source>
        <translation>Parcours complet : toutes les cases sont visitées.</translation>
    </message>
    <message>
        <source>Hint: {square} still leads to a tour.</source>
        <translation>Indice : {square} mène encore à un parcours.</translation>
    </message>
    <message>
        <source>No hint: the search found no answer in time.</source>
        <translation>Pas d&apos;indice : la recherche n&apos;a pas trouvé de réponse à temps.</translation>
    </message>
    <message>
        <source>Cannot finish: {why}.</source>
        <translation>Impossible de finir : {why}.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Click a square to start, then click where the knight goes.  From the keyboard: Tab to the board, arrow keys and Enter, or type a square (c3) and Enter</source>
        <extracomment>the buttons&apos; column is at most this wide (wider only for larger text)</extracomment>
        <translation>Cliquez sur une case pour commencer, puis là où va le cavalier.  Au clavier : Tab jusqu&apos;à l&apos;échiquier, flèches et Entrée, ou tapez une case (c3) puis Entrée</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>the game&apos;s files (saving.py); its commands are the tab&apos;s</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>An empty game on the board set in the Explore tab</source>
        <translation>Une partie vide sur l&apos;échiquier choisi dans l&apos;onglet Explorer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back a move</source>
        <translation>Reprendre un coup</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Le rejouer</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <extracomment>Edit &gt; Undo and Redo are these (the Play tab&apos;s moves)</extracomment>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vider l&apos;échiquier</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Show a move that still leads to a tour</source>
        <translation>Montrer un coup qui mène encore à un parcours</translation>
    </message>
    <message>
        <source>Finish it for me</source>
        <translation>Termine-le pour moi</translation>
    </message>
    <message>
        <source>Complete the tour from here</source>
        <translation>Compléter le parcours à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Save the moves (and those undone) as JSON</source>
        <translation>Enregistrer les coups (et ceux annulés) en JSON</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Continuer une partie enregistrée</translation>
    </message>
    <message>
        <source>Export picture…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Save the board as a PNG picture</source>
        <translation>Enregistrer l&apos;échiquier en image PNG</translation>
    </message>
    <message>
        <source>Replay in Explore</source>
        <translation>Revoir dans Explorer</translation>
    </message>
    <message>
        <source>Step through the moves so far with the playback bar</source>
        <translation>Parcourir les coups joués avec la barre de lecture</translation>
    </message>
    <message>
        <source>Show onward moves on legal squares</source>
        <translation>Afficher les sauts suivants sur les cases permises</translation>
    </message>
    <message>
        <source>Celebrate a finished tour</source>
        <translation>Fêter un parcours terminé</translation>
    </message>
    <message>
        <source>Whether the tour can still be completed</source>
        <translation>Si le parcours peut encore être complété</translation>
    </message>
    <message>
        <source>What happened last</source>
        <translation>Ce qui vient de se passer</translation>
    </message>
    <message>
        <source>The game&apos;s commands</source>
        <extracomment>shown while the game is on another board than the Explore tab&apos;s</extracomment>
        <translation>Les commandes de la partie</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>recommencer</translation>
    </message>
    <message>
        <source>A closed tour!</source>
        <translation>Un parcours fermé !</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Complet.</translation>
    </message>
    <message>
        <source>This position can no longer be completed:</source>
        <translation>Cette position ne peut plus être complétée :</translation>
    </message>
    <message>
        <source>Still completable</source>
        <translation>Encore possible</translation>
    </message>
    <message>
        <source>(a tour from here was found).</source>
        <translation>(un parcours à partir d&apos;ici a été trouvé).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not sure yet:&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;Pas encore sûr :&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>You visited all {squares} squares in {moves} moves</source>
        <translation>Vous avez visité les {squares} cases en {moves} coups</translation>
    </message>
    <message>
        <source>The program played all {moves} moves</source>
        <translation>Le programme a joué les {moves} coups</translation>
    </message>
    <message>
        <source>{yours} and the program the last {n}</source>
        <translation>{yours} et le programme les {n} derniers</translation>
    </message>
    <message>
        <source>Done!</source>
        <translation>Terminé !</translation>
    </message>
    <message>
        <source>a closed tour</source>
        <translation>un parcours fermé</translation>
    </message>
    <message>
        <source>an open tour</source>
        <translation>un parcours ouvert</translation>
    </message>
    <message>
        <source>{head} {who}: {kind}.</source>
        <translation>{head} {who} : {kind}.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
</context>
<context>
    <name>PlayWords</name>
    <message numerus="yes">
        <source>You played {n} moves</source>
        <translation>
            <numerusform>Vous avez joué {n} coup</numerusform>
            <numerusform>Vous avez joué {n} coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>First move</source>
        <extracomment>playback speeds in moves per second, slowest first (the slider&apos;s positions 1, 2, ...); the fast ones step many moves a frame, so a million-square tour plays in seconds the shortest time between two frames of playback, in milliseconds (60 frames a second) a tour shown whole as it came, not stepped yet (see _snapshot_changed) the steps said to a screen reader, newest last</extracomment>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>Un coup en arrière</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lire</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>Un coup en avant</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>Drag to any move of the tour</source>
        <translation>Glisser jusqu&apos;à n&apos;importe quel coup du parcours</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Coup affiché</translation>
    </message>
    <message>
        <source>a move of this tour</source>
        <translation>un coup de ce parcours</translation>
    </message>
    <message>
        <source>Tour position</source>
        <translation>Position dans le parcours</translation>
    </message>
    <message>
        <source>Move </source>
        <translation>Coup </translation>
    </message>
    <message>
        <source>Jump to move k (1 is the start square)</source>
        <translation>Aller au coup k (1 est la case de départ)</translation>
    </message>
    <message>
        <source>of {n}</source>
        <translation>sur {n}</translation>
    </message>
    <message>
        <source>Replay speed of a tour found, in moves per second, up to a million (the search&apos;s own pace is Watch, under More options): the fast speeds draw many moves a frame, so a whole large tour plays in seconds</source>
        <translation>Vitesse de relecture d&apos;un parcours trouvé, en coups par seconde, jusqu&apos;à un million (l&apos;allure de la recherche elle-même est Regarder, dans Plus d&apos;options) : les grandes vitesses dessinent beaucoup de coups par image, si bien qu&apos;un grand parcours entier se joue en quelques secondes</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Vitesse de relecture</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>Relecture :</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Mettre la recherche en pause</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Move {n} of {total}: {square}</source>
        <translation>Coup {n} sur {total} : {square}</translation>
    </message>
    <message>
        <source>{move} (the last move; Home goes to the first)</source>
        <translation>{move} (le dernier coup ; Début revient au premier)</translation>
    </message>
    <message>
        <source>{move} (the first move)</source>
        <translation>{move} (le premier coup)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Playing the tour from move {n}</source>
        <translation>Lecture du parcours depuis le coup {n}</translation>
    </message>
    <message>
        <source>Paused at move {n} of {total}</source>
        <translation>En pause au coup {n} sur {total}</translation>
    </message>
    <message numerus="yes">
        <source>{n} moves a second</source>
        <translation>
            <numerusform>{n} coup par seconde</numerusform>
            <numerusform>{n} coups par seconde</numerusform>
        </translation>
    </message>
    <message>
        <source>{speed}: the whole tour in {seconds} s</source>
        <translation>{speed} : le parcours entier en {seconds} s</translation>
    </message>
</context>
<context>
    <name>PositionShown</name>
    <message>
        <source>{square}, a hole</source>
        <extracomment>legal moves: violet rings, unlike the green disc of the start and the red of the knight the squares a warning names (the square shut off, the two last squares, the stuck knight) how long a move&apos;s new square waits to be said for the move&apos;s verdict (a warning found among the visible obstacles comes within milliseconds; a search may take seconds) the kind of the last verdict said to a screen reader (None: none yet)</extracomment>
        <translation>{square}, un trou</translation>
    </message>
    <message>
        <source>{square}, the knight, move {n}</source>
        <translation>{square}, le cavalier, coup {n}</translation>
    </message>
    <message>
        <source>{square}, visited, move {n}</source>
        <translation>{square}, visitée, coup {n}</translation>
    </message>
    <message numerus="yes">
        <source>{square}, legal move, {n} ways on</source>
        <translation>
            <numerusform>{square}, coup permis, {n} saut ensuite</numerusform>
            <numerusform>{square}, coup permis, {n} sauts ensuite</numerusform>
        </translation>
    </message>
    <message>
        <source>{square}, empty: Enter places the knight here</source>
        <translation>{square}, vide : Entrée y pose le cavalier</translation>
    </message>
    <message>
        <source>{square}, not a move from here</source>
        <translation>{square}, pas un coup possible d&apos;ici</translation>
    </message>
    <message>
        <source>Squares: {n} of {all}</source>
        <translation>Cases : {n} sur {all}</translation>
    </message>
    <message>
        <source>A closed tour!</source>
        <translation>Un parcours fermé !</translation>
    </message>
    <message>
        <source>Tour complete!</source>
        <translation>Parcours complet !</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game is on the {board} board.&lt;/b&gt; The Explore tab&apos;s board is now {explore}: New game starts on it.</source>
        <translation>&lt;b&gt;Cette partie se joue sur l&apos;échiquier {board}.&lt;/b&gt; L&apos;échiquier de l&apos;onglet Explorer est maintenant {explore} : Nouvelle partie commence dessus.</translation>
    </message>
</context>
<context>
    <name>PreparingNotice</name>
    <message numerus="yes">
        <source>Preparing the solvers for this computer (once, about %n s)…</source>
        <extracomment>how often the bar moves while a group compiles (ms) the share of a group&apos;s usual time the bar may reach before the group is done the most of the status bar&apos;s width the notice takes (its message keeps the rest) the progress bar&apos;s width a group&apos;s compilation started (False) or ended (True): sent from the compiling thread the thread that compiles is through (sent from it): the notice goes even if some group was compiled meanwhile by another program and so never heard of here every group is ready, the notice is gone</extracomment>
        <translation>
            <numerusform>Préparation des solveurs pour cet ordinateur (une seule fois, environ %n s)…</numerusform>
            <numerusform>Préparation des solveurs pour cet ordinateur (une seule fois, environ %n s)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solvers</source>
        <translation>Préparation des solveurs</translation>
    </message>
    <message>
        <source>The solvers are ready.</source>
        <translation>Les solveurs sont prêts.</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Leave presentation (F11)</source>
        <extracomment>the text in presentation mode, as a share of the window&apos;s usual text</extracomment>
        <translation>Quitter la présentation (F11)</translation>
    </message>
    <message>
        <source>Back to the usual window</source>
        <translation>Retour à la fenêtre habituelle</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Print preview</source>
        <extracomment>the zooms offered (0: the whole page fitted to the dialog)</extracomment>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>The printed page</source>
        <translation>La page imprimée</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Page entière</translation>
    </message>
    <message>
        <source>How large the page is shown (Ctrl++ and Ctrl+- too)</source>
        <translation>La taille à laquelle la page est montrée (aussi Ctrl++ et Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <source>&lt; Page</source>
        <translation>&lt; Page</translation>
    </message>
    <message>
        <source>Page &gt;</source>
        <translation>Page &gt;</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>{page} of {pages}</source>
        <translation>{page} sur {pages}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Informations de &amp;facturation :</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>&amp;Priorité de la tâche :</translation>
    </message>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>Impression pro&amp;grammée :</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <comment>Banner page at start</comment>
        <translation>&amp;Début :</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <comment>Banner page at end</comment>
        <translation>&amp;Fin :</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Voir dans :</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fichiers de type :</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Dossier de fichiers</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Poste de travail</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans :</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type :</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Ordre des pages :</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Pages &amp;par feuille :</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Certaines options sont incompatibles entre elles. Veuillez les corriger.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Jeu de pages :</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Impression recto verso</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Reliure sur le bord long</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Reliure sur le bord court</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Indiquez des pages ou des intervalles séparés par des virgules. Un intervalle s&apos;écrit avec deux nombres séparés par un trait d&apos;union. Par exemple : 3,5-7,9 imprime les pages 3, 5, 6, 7 et 9.</translation>
    </message>
</context>
<context>
    <name>RaceLane</name>
    <message>
        <source>Found a tour</source>
        <extracomment>how each ending reads in a lane, and the colour it takes</extracomment>
        <translation>Parcours trouvé</translation>
    </message>
    <message>
        <source>No tour</source>
        <translation>Pas de parcours</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>{outcome}: {reason}</source>
        <extracomment>the ring on the start of a lane that ended with no path to show lines of text under a lane&apos;s board kept from the start (the counters, then the outcome, wrapped), so that the board does not move as they grow: in a lane alone in its row, in a wide lane (two a row) and in a narrow one (three a row); a longer text makes room the least side of a lane&apos;s board: its moves can be followed (squares of 15 pixels or more on 8x8); the race&apos;s lanes scroll rather than shrink below it</extracomment>
        <translation>{outcome} : {reason}</translation>
    </message>
    <message>
        <source>How {solver} works</source>
        <extracomment>the heights kept for the title and the idea (the race&apos;s tallest lane&apos;s)</extracomment>
        <translation>Comment fonctionne {solver}</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>En attente…</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>lines kept for the counters from the start, so the board above does not move</extracomment>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop {solver}</source>
        <translation>Arrêter {solver}</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En cours…</translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back}&lt;br&gt;Longest path {longest} of {squares}</source>
        <translation>Coups {moves} · repris {back}&lt;br&gt;Plus long chemin {longest} sur {squares}</translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back} · {time}&lt;br&gt;Longest path {longest} of {squares} · {rate} moves a second</source>
        <translation>Coups {moves} · repris {back} · {time}&lt;br&gt;Plus long chemin {longest} sur {squares} · {rate} coups par seconde</translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <source>Flat out (a race of speed)</source>
        <extracomment>the race&apos;s speeds: seconds per move of every lane (0: flat out), and how each reads</extracomment>
        <translation>À fond (une course de vitesse)</translation>
    </message>
    <message>
        <source>Paced: 1 move a second</source>
        <translation>Au pas : 1 coup par seconde</translation>
    </message>
    <message>
        <source>Paced: 2 moves a second</source>
        <translation>Au pas : 2 coups par seconde</translation>
    </message>
    <message>
        <source>Paced: 10 moves a second</source>
        <translation>Au pas : 10 coups par seconde</translation>
    </message>
    <message>
        <source>Paced: 50 moves a second</source>
        <translation>Au pas : 50 coups par seconde</translation>
    </message>
    <message>
        <source>Paced: 250 moves a second</source>
        <translation>Au pas : 250 coups par seconde</translation>
    </message>
    <message>
        <source>Solvers in the race</source>
        <extracomment>the width of the race&apos;s left column the least width of a lane (its board is at least LANE_BOARD square)</extracomment>
        <translation>Solveurs de la course</translation>
    </message>
    <message>
        <source>The square every solver starts from</source>
        <translation>La case d&apos;où part chaque solveur</translation>
    </message>
    <message>
        <source>Flat out: every solver as fast as it can (a race of speed). A paced race moves every solver the same number of moves a second, drawing each move and each take-back, and ranks them live by moves: a race a class can watch.</source>
        <translation>À fond : chaque solveur aussi vite qu&apos;il peut (une course de vitesse). Une course au pas fait jouer à chaque solveur le même nombre de coups par seconde, dessine chaque coup et chaque retour en arrière et les classe en direct au nombre de coups : une course qu&apos;une classe peut suivre.</translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation>Lancer la course</translation>
    </message>
    <message>
        <source>Stop all</source>
        <translation>Tout arrêter</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on the board set in the Explore tab.</source>
        <extracomment>what the race is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation>Cochez de 2 à 6 solveurs et lancez-les ensemble sur l&apos;échiquier choisi dans l&apos;onglet Explorer.</translation>
    </message>
    <message>
        <source>The race&apos;s ranking</source>
        <translation>Le classement de la course</translation>
    </message>
    <message>
        <source>S&amp;olvers (2 to 6):</source>
        <translation>S&amp;olveurs (2 à 6) :</translation>
    </message>
    <message>
        <source>S&amp;tart square:</source>
        <translation>Case de dé&amp;part :</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Vitesse :</translation>
    </message>
    <message>
        <source>The race&apos;s choices and ranking</source>
        <translation>Les choix et le classement de la course</translation>
    </message>
    <message>
        <source>The lanes of the race</source>
        <extracomment>the marks of every lane, named once under the lanes while a race is shown the lanes, each board large enough to follow its moves: scrolled when many</extracomment>
        <translation>Les couloirs de la course</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Parcours fermés sur {board}&lt;/b&gt; (l&apos;échiquier et le genre se choisissent dans l&apos;onglet Explorer).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Tout parcours, ouvert ou fermé, sur {board}&lt;/b&gt; (l&apos;échiquier et le genre se choisissent dans l&apos;onglet Explorer).</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on {board}.</source>
        <translation>Cochez de 2 à 6 solveurs et lancez-les ensemble sur {board}.</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers, not {n}: {solvers}.</source>
        <translation>Cochez de 2 à 6 solveurs, pas {n} : {solvers}.</translation>
    </message>
    <message>
        <source>Racing for a closed tour from {square} on {board}…</source>
        <translation>Course à un parcours fermé depuis {square} sur {board}…</translation>
    </message>
    <message>
        <source>Racing for a tour from {square} on {board}…</source>
        <translation>Course à un parcours depuis {square} sur {board}…</translation>
    </message>
</context>
<context>
    <name>RaceResults</name>
    <message>
        <source>No race: no tour starts here. {why}</source>
        <translation>Pas de course : aucun parcours ne part d&apos;ici. {why}</translation>
    </message>
    <message>
        <source>Ranking so far:</source>
        <translation>Classement provisoire :</translation>
    </message>
    <message>
        <source>Ranking:</source>
        <translation>Classement :</translation>
    </message>
    <message>
        <source>a tour in {moves} moves</source>
        <translation>un parcours en {moves} coups</translation>
    </message>
    <message>
        <source>{moves} moves, {time}</source>
        <translation>{moves} coups, {time}</translation>
    </message>
    <message>
        <source>{moves} moves so far, longest path {longest} of {squares}</source>
        <translation>{moves} coups jusqu&apos;ici, plus long chemin {longest} sur {squares}</translation>
    </message>
    <message>
        <source>{outcome}, longest path {longest} of {squares}</source>
        <translation>{outcome}, plus long chemin {longest} sur {squares}</translation>
    </message>
    <message>
        <source>{place}. {solver}: {result}</source>
        <translation>{place}. {solver} : {result}</translation>
    </message>
    <message>
        <source>Nobody found a tour.</source>
        <translation>Personne n&apos;a trouvé de parcours.</translation>
    </message>
    <message>
        <source>A tie: {solvers} each found a tour in the same {n} moves. A race is judged by moves, which do not depend on the machine: the order above, by time, is not a win.</source>
        <translation>Égalité : {solvers} ont chacun trouvé un parcours dans les mêmes {n} coups. Une course se juge aux coups, qui ne dépendent pas de la machine : l&apos;ordre ci-dessus, selon le temps, n&apos;est pas une victoire.</translation>
    </message>
    <message>
        <source>{solver} won: it never had to take a move back, while the others met dead ends and stepped back.</source>
        <translation>{solver} a gagné : il n&apos;a jamais eu à reprendre un coup, alors que les autres sont tombés dans des impasses et sont revenus en arrière.</translation>
    </message>
    <message>
        <source>{solver} won: it was the only one to find a tour.</source>
        <translation>{solver} a gagné : il est le seul à avoir trouvé un parcours.</translation>
    </message>
    <message>
        <source>{solver} won: it needed the fewest moves ({n}).</source>
        <translation>{solver} a gagné : il lui a fallu le moins de coups ({n}).</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;recent</source>
        <extracomment>the settings key, and how many files the menu lists what a recent file is, so that it opens in the right tab</extracomment>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>tour</source>
        <translation>parcours</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
</context>
<context>
    <name>RunControls</name>
    <message>
        <source>Anticlockwise from 2,1 (default)</source>
        <extracomment>jump orders offered by name; any other order can be typed in</extracomment>
        <translation>Sens inverse des aiguilles d&apos;une montre depuis 2,1 (par défaut)</translation>
    </message>
    <message>
        <source>Clockwise from 1,2 (Spelchan&apos;s order)</source>
        <translation>Sens des aiguilles d&apos;une montre depuis 1,2 (l&apos;ordre de Spelchan)</translation>
    </message>
    <message>
        <source>The C++ yardstick&apos;s order</source>
        <translation>L&apos;ordre du programme C++ de référence</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>step limits offered (None: no limit)</extracomment>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>1 million moves</source>
        <translation>1 million de coups</translation>
    </message>
    <message>
        <source>10 million moves</source>
        <translation>10 millions de coups</translation>
    </message>
    <message>
        <source>100 million moves</source>
        <translation>100 millions de coups</translation>
    </message>
    <message>
        <source>1 billion moves</source>
        <translation>1 milliard de coups</translation>
    </message>
    <message>
        <source>10 billion moves</source>
        <translation>10 milliards de coups</translation>
    </message>
    <message>
        <source>Off: show the result at once</source>
        <extracomment>how each watch speed reads (SPEEDS&apos; keys are what the settings keep)</extracomment>
        <translation>Non : le résultat aussitôt</translation>
    </message>
    <message>
        <source>Fast: 60 moves a second</source>
        <translation>Rapide : 60 coups par seconde</translation>
    </message>
    <message>
        <source>Normal: 4 moves a second</source>
        <translation>Normal : 4 coups par seconde</translation>
    </message>
    <message>
        <source>Slow: 1 move a second</source>
        <translation>Lent : 1 coup par seconde</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>how each way of joining the edges reads (WRAPS&apos; names are what files keep)</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>cylindre</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>tore</translation>
    </message>
    <message>
        <source>knight</source>
        <extracomment>the pieces&apos; names (LEAPERS&apos; keys are what the command line takes)</extracomment>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>camel</source>
        <translation>chameau</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>zèbre</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>girafe</translation>
    </message>
    <message>
        <source>wazir</source>
        <translation>vizir</translation>
    </message>
    <message>
        <source>ferz</source>
        <translation>fers</translation>
    </message>
    <message>
        <source>any tour</source>
        <extracomment>the symmetries a closed tour can be asked for (None: any tour)</extracomment>
        <translation>n&apos;importe lequel</translation>
    </message>
    <message>
        <source>180°</source>
        <translation>180°</translation>
    </message>
    <message>
        <source>90°</source>
        <translation>90°</translation>
    </message>
    <message>
        <source>Any tour, symmetric or not</source>
        <extracomment>what each symmetry asks for, in full (the list&apos;s tooltips)</extracomment>
        <translation>N&apos;importe quel parcours, symétrique ou non</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after a half turn of the board</source>
        <translation>Un parcours fermé identique après un demi-tour de l&apos;échiquier</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after a quarter turn of the board (square boards)</source>
        <translation>Un parcours fermé identique après un quart de tour de l&apos;échiquier (échiquiers carrés)</translation>
    </message>
    <message>
        <source>{description} Sources: {sources}.</source>
        <translation>{description} Sources : {sources}.</translation>
    </message>
    <message>
        <source>The next tour must end on {square} (ringed in purple).</source>
        <translation>Le prochain parcours doit finir sur {square} (entourée de violet).</translation>
    </message>
    <message>
        <source>Ends on not used: {why}</source>
        <translation>Finit sur non utilisé : {why}</translation>
    </message>
    <message>
        <source>The Ends on field (in red) cannot be read: {why}. Fix it or clear it to solve.</source>
        <translation>Le champ Finit sur (en rouge) ne peut pas être lu : {why}. Corrigez-le ou videz-le pour résoudre.</translation>
    </message>
    <message>
        <source>Click squares to remove them or put them back; click Edit holes again to solve.</source>
        <translation>Cliquez sur des cases pour les retirer ou les remettre ; cliquez de nouveau sur Modifier les trous pour résoudre.</translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <translation>Cliquez sur une case pour trouver un parcours qui en part.</translation>
    </message>
    <message>
        <source>Piece not used: {why}</source>
        <translation>Pièce non utilisée : {why}</translation>
    </message>
    <message>
        <source>The Piece field (in red) cannot be read: {why}. Fix it or choose a piece from its list to solve.</source>
        <translation>Le champ Pièce (en rouge) ne peut pas être lu : {why}. Corrigez-le ou choisissez une pièce dans sa liste pour résoudre.</translation>
    </message>
    <message>
        <source>Jump order not used: {why}</source>
        <translation>Ordre des sauts non utilisé : {why}</translation>
    </message>
    <message>
        <source>The Jump order field (in red) cannot be read: {why}. Fix it or choose an order from its list to solve.</source>
        <translation>Le champ Ordre des sauts (en rouge) ne peut pas être lu : {why}. Corrigez-le ou choisissez un ordre dans sa liste pour résoudre.</translation>
    </message>
</context>
<context>
    <name>RunCounters</name>
    <message>
        <source>Click a square to start.</source>
        <translation>Cliquez sur une case pour commencer.</translation>
    </message>
    <message>
        <source>Time on the clock: –</source>
        <translation>Temps à l&apos;horloge : –</translation>
    </message>
    <message>
        <source>Time on the clock: {seconds} s</source>
        <translation>Temps à l&apos;horloge : {seconds} s</translation>
    </message>
    <message>
        <source>Solution {n}</source>
        <translation>Solution {n}</translation>
    </message>
    <message>
        <source>Moves tried: {steps}, taken back: {backtracks}</source>
        <translation>Coups essayés : {steps}, repris : {backtracks}</translation>
    </message>
    <message>
        <source>The search&apos;s own time: {time}</source>
        <translation>Temps propre de la recherche : {time}</translation>
    </message>
    <message>
        <source>The search&apos;s own speed: {rate}</source>
        <translation>Vitesse propre de la recherche : {rate}</translation>
    </message>
    <message>
        <source>Squares on the current path</source>
        <translation>Cases du chemin actuel</translation>
    </message>
    <message>
        <source>Squares on the path</source>
        <translation>Cases du chemin</translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed count only its work; &apos;Watched&apos; is the time on the clock since the run started, and the pace at which its moves were shown</source>
        <translation>Le temps et la vitesse propres de la recherche ne comptent que son travail ; « Regardé » est le temps à l&apos;horloge depuis le début, et l&apos;allure à laquelle ses coups ont été montrés</translation>
    </message>
    <message>
        <source>What the run has done</source>
        <translation>Ce que la recherche a fait</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Stop the search ({key})</source>
        <translation>Arrêter la recherche ({key})</translation>
    </message>
    <message>
        <source>Continue the exact search to the next different tour ({key})</source>
        <translation>Poursuivre la recherche exacte jusqu&apos;au parcours différent suivant ({key})</translation>
    </message>
    <message>
        <source>Pause the watched search, or go on ({key})</source>
        <translation>Mettre en pause la recherche regardée, ou reprendre ({key})</translation>
    </message>
    <message>
        <source>One move of the paused search ({key})</source>
        <translation>Un coup de la recherche en pause ({key})</translation>
    </message>
    <message numerus="yes">
        <source>{n} of {squares} squares</source>
        <translation>
            <numerusform>{n} case sur {squares}</numerusform>
            <numerusform>{n} cases sur {squares}</numerusform>
        </translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>Solution suivante</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>a watched search paused and stepped (Space and Ctrl+Right do the same)</extracomment>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>RunModel</name>
    <message>
        <source>Paused: {step} (or Step) makes one move, {go} goes on.</source>
        <extracomment>the answer about the board as it is now (a theorem, a tour found, why a run failed), shown in full beside the board; &quot;&quot; when the board, the solver or the run changed a watched search was paused (True) or goes on the square name an open tour must end on (&quot;&quot; for any square) the turn (180 or 90) a closed tour must look the same after, or None the last square and the turn the run shown was asked for True when the tour shown was asked for (or opened) as a closed tour what was on the board before the run going now, shown again if the run is refused the run&apos;s progress, the latest only, at the pace the window can paint it</extracomment>
        <translation>En pause : {step} (ou Pas) joue un coup, {go} reprend.</translation>
    </message>
</context>
<context>
    <name>RunsModel</name>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves tried</source>
        <translation>Coups essayés</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Repris</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Trouvés</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêtés</translation>
    </message>
    <message>
        <source>Moves tried (middle run)</source>
        <translation>Coups essayés (recherche médiane)</translation>
    </message>
    <message>
        <source>Moves tried (most)</source>
        <translation>Coups essayés (au plus)</translation>
    </message>
    <message>
        <source>Time in all</source>
        <translation>Temps total</translation>
    </message>
    <message>
        <source>found</source>
        <extracomment>the solvers in catalogue order: the table sorts by this, not by name a run&apos;s outcome as the table says it (the exports keep the command line&apos;s words)</extracomment>
        <translation>trouvé</translation>
    </message>
    <message>
        <source>gave up (move limit reached)</source>
        <translation>abandon (limite de coups atteinte)</translation>
    </message>
    <message>
        <source>no tour exists</source>
        <translation>aucun parcours n&apos;existe</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>arrêté</translation>
    </message>
    <message>
        <source>{found} of {runs}</source>
        <translation>{found} sur {runs}</translation>
    </message>
</context>
<context>
    <name>RunsWords</name>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by Stop (not counted as failures).</source>
        <translation>
            <numerusform>Arrêté : {ended} recherche sur {total} terminée en {seconds} s, {cut} autres interrompues par Arrêter (pas comptées comme échecs).</numerusform>
            <numerusform>Arrêté : {ended} recherches sur {total} terminées en {seconds} s, {cut} autres interrompues par Arrêter (pas comptées comme échecs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s.</source>
        <translation>
            <numerusform>Arrêté : {ended} recherche sur {total} terminée en {seconds} s.</numerusform>
            <numerusform>Arrêté : {ended} recherches sur {total} terminées en {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {ended} of {total} runs in {seconds} s.</source>
        <translation>
            <numerusform>Terminé : {ended} recherche sur {total} en {seconds} s.</numerusform>
            <numerusform>Terminé : {ended} recherches sur {total} en {seconds} s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolverList</name>
    <message>
        <source>{solver} cannot look for closed tours (untick Closed tour on the Explore tab to use it).</source>
        <extracomment>the rows a solver list asks for; it takes more when its column has room where a greyed-out solver keeps its check mark until it is offered again</extracomment>
        <translation>{solver} ne sait pas chercher de parcours fermés (décochez Parcours fermé dans l&apos;onglet Explorer pour l&apos;utiliser).</translation>
    </message>
</context>
<context>
    <name>SpokenBoard</name>
    <message>
        <source>Board</source>
        <extracomment>the keys that step the tour shown, said with the board&apos;s own (the Explore tab&apos;s) what a screen reader hears of a square (the tab says more: legal moves, ...) what was announced, newest last (a screen reader hears each as it comes) the name the board takes once this turn&apos;s answers are said (see _rename_cursor)</extracomment>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>{layers} layers of {rows} by {cols}</source>
        <translation>{layers} couches de {rows} sur {cols}</translation>
    </message>
    <message>
        <source>{rows} rows by {cols} columns</source>
        <translation>{rows} rangées sur {cols} colonnes</translation>
    </message>
    <message>
        <source>A board of {size}. Arrow keys move from square to square, Enter acts on the square; or type a square&apos;s name, such as c3, and press Enter.</source>
        <translation>Un échiquier de {size}. Les flèches vont de case en case, Entrée agit sur la case ; ou tapez le nom d&apos;une case, par exemple c3, puis Entrée.</translation>
    </message>
    <message>
        <source>Sums of the move numbers shown: ranks 1 up, {ranks}; files a on, {files}.</source>
        <translation>Sommes des numéros de coups affichés : rangées à partir de 1, {ranks} ; colonnes à partir de a, {files}.</translation>
    </message>
    <message>
        <source>{square}, a hole</source>
        <translation>{square}, un trou</translation>
    </message>
    <message>
        <source>{square}, marked {mark}</source>
        <translation>{square}, marquée {mark}</translation>
    </message>
    <message>
        <source>{square}, move {n}</source>
        <translation>{square}, coup {n}</translation>
    </message>
    <message>
        <source>{square}, not visited</source>
        <translation>{square}, pas encore visitée</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Solvers in the table</source>
        <extracomment>how many moves a run may try before it gives up (Spelchan&apos;s *Making Knight&apos;s Tour* went to 10 billion) tours are kept for the exports on boards up to this many squares (a tour per run) the width of the choices&apos; column (wider only when larger text needs it)</extracomment>
        <translation>Solveurs du tableau</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n} coups</translation>
    </message>
    <message>
        <source>Each run gives up after trying this many moves</source>
        <translation>Chaque recherche abandonne après avoir essayé ce nombre de coups</translation>
    </message>
    <message>
        <source>&amp;Keep each tour for the exports</source>
        <extracomment>each row keeps its tour, for the exports (on boards small enough to hold them all)</extracomment>
        <translation>&amp;Garder chaque parcours pour les exports</translation>
    </message>
    <message>
        <source>Each row keeps the tour it found: Export CSV and JSON then have a tour column a student can check square by square</source>
        <translation>Chaque ligne garde le parcours trouvé : les exports CSV et JSON ont alors une colonne de parcours qu&apos;un élève peut vérifier case par case</translation>
    </message>
    <message>
        <source>Run over every start</source>
        <translation>Lancer depuis chaque départ</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>what the next run is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <source>The table&apos;s progress</source>
        <translation>L&apos;avancement du tableau</translation>
    </message>
    <message>
        <source>Choose solvers and run them from every start square of the board set in the Explore tab.</source>
        <translation>Choisissez des solveurs et lancez-les depuis chaque case de départ de l&apos;échiquier choisi dans l&apos;onglet Explorer.</translation>
    </message>
    <message>
        <source>Runs, one a row</source>
        <extracomment>the runs, sorted (by solver, then start in board order, until a header is clicked)</extracomment>
        <translation>Recherches, une par ligne</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Heatmaps, one a solver</source>
        <translation>Cartes de chaleur, une par solveur</translation>
    </message>
    <message>
        <source>S&amp;olvers:</source>
        <translation>S&amp;olveurs :</translation>
    </message>
    <message>
        <source>&amp;Give up each run after:</source>
        <translation>A&amp;bandonner chaque recherche après :</translation>
    </message>
    <message>
        <source>The table&apos;s choices</source>
        <translation>Les choix du tableau</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Parcours fermés sur {board}&lt;/b&gt;, depuis chacune de ses {n} cases (l&apos;échiquier et le genre se choisissent dans l&apos;onglet Explorer).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Tout parcours, ouvert ou fermé, sur {board}&lt;/b&gt;, depuis chacune de ses {n} cases (l&apos;échiquier et le genre se choisissent dans l&apos;onglet Explorer).</translation>
    </message>
    <message>
        <source>Tours are kept on boards of up to {n} squares</source>
        <translation>Les parcours sont gardés sur les échiquiers d&apos;au plus {n} cases</translation>
    </message>
    <message>
        <source>The results below are for closed tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation>Les résultats ci-dessous concernent des parcours fermés sur {board}, pas ce que l&apos;onglet lancerait maintenant : Lancer depuis chaque départ pour lancer sur cet échiquier.</translation>
    </message>
    <message>
        <source>The results below are for tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation>Les résultats ci-dessous concernent des parcours sur {board}, pas ce que l&apos;onglet lancerait maintenant : Lancer depuis chaque départ pour lancer sur cet échiquier.</translation>
    </message>
    <message>
        <source>Check at least one solver.</source>
        <translation>Cochez au moins un solveur.</translation>
    </message>
    <message>
        <source>Running {n} runs for closed tours on {board}…</source>
        <translation>{n} recherches de parcours fermés sur {board} en cours…</translation>
    </message>
    <message>
        <source>Running {n} runs for tours on {board}…</source>
        <translation>{n} recherches de parcours sur {board} en cours…</translation>
    </message>
</context>
<context>
    <name>TableResults</name>
    <message numerus="yes">
        <source>{done} of {total} runs</source>
        <translation>
            <numerusform>{done} recherche sur {total}</numerusform>
            <numerusform>{done} recherches sur {total}</numerusform>
        </translation>
    </message>
    <message>
        <source>No runs yet</source>
        <translation>Aucune recherche pour l&apos;instant</translation>
    </message>
    <message>
        <source>Export {kind}</source>
        <translation>Exporter en {kind}</translation>
    </message>
    <message>
        <source>{kind} files (*.{suffix})</source>
        <translation>Fichiers {kind} (*.{suffix})</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} enregistré.</translation>
    </message>
</context>
<context>
    <name>TourFiles</name>
    <message>
        <source>Reading or writing a file</source>
        <translation>Lecture ou écriture d&apos;un fichier</translation>
    </message>
    <message>
        <source>Cancel reading</source>
        <translation>Annuler la lecture</translation>
    </message>
    <message>
        <source>Save tour as JSON</source>
        <translation>Enregistrer le parcours en JSON</translation>
    </message>
    <message>
        <source>JSON files</source>
        <translation>Fichiers JSON</translation>
    </message>
    <message>
        <source>Save tour as text</source>
        <translation>Enregistrer le parcours en texte</translation>
    </message>
    <message>
        <source>Text files</source>
        <translation>Fichiers texte</translation>
    </message>
    <message>
        <source>Saving {file}…</source>
        <translation>Enregistrement de {file}…</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} enregistré.</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Non enregistré.</translation>
    </message>
    <message>
        <source>Copying {n} squares…</source>
        <translation>Copie de {n} cases…</translation>
    </message>
    <message>
        <source>Copied the tour to the clipboard: {n} squares in algebraic notation (a1 c2 …), ready to paste.</source>
        <translation>Parcours copié dans le presse-papiers : {n} cases en notation algébrique (a1 c2 …), prêtes à coller.</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Ouvrir un parcours</translation>
    </message>
    <message>
        <source>Tours (*.json *.txt *.ktm);;All files (*)</source>
        <translation>Parcours (*.json *.txt *.ktm);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Lecture de {file}…</translation>
    </message>
    <message>
        <source>Stopped reading {file}.</source>
        <translation>Lecture de {file} arrêtée.</translation>
    </message>
    <message>
        <source>{file} was not opened.</source>
        <translation>{file} n&apos;a pas été ouvert.</translation>
    </message>
    <message>
        <source>{file} is not a tour of the {board} board: {why}.</source>
        <translation>{file} n&apos;est pas un parcours de l&apos;échiquier {board} : {why}.</translation>
    </message>
    <message>
        <source>Opened a valid closed tour of {board} from {square}.</source>
        <translation>Parcours fermé valide de {board} depuis {square} ouvert.</translation>
    </message>
    <message>
        <source>Opened a valid open tour of {board} from {square}.</source>
        <translation>Parcours ouvert valide de {board} depuis {square} ouvert.</translation>
    </message>
    <message>
        <source>All {count} tours in the file are valid; the board shows the first.</source>
        <translation>Les {count} parcours du fichier sont tous valides ; l&apos;échiquier montre le premier.</translation>
    </message>
</context>
<context>
    <name>TourPages</name>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} enregistré.</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>Images PNG</translation>
    </message>
    <message>
        <source>Export vector picture</source>
        <translation>Exporter le dessin vectoriel</translation>
    </message>
    <message>
        <source>SVG drawings</source>
        <translation>Dessins SVG</translation>
    </message>
    <message>
        <source>Knight&apos;s tour on {board}: start on any square</source>
        <translation>Parcours du cavalier sur {board} : départ sur n&apos;importe quelle case</translation>
    </message>
    <message>
        <source>Worksheet: a closed knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Fiche d&apos;exercice : un parcours fermé du cavalier sur {board} depuis {square}. Numérote les cases 2, 3, 4 et ainsi de suite, dans l&apos;ordre où le cavalier les visite.</translation>
    </message>
    <message>
        <source>Worksheet: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Fiche d&apos;exercice : un parcours du cavalier sur {board} depuis {square}. Numérote les cases 2, 3, 4 et ainsi de suite, dans l&apos;ordre où le cavalier les visite.</translation>
    </message>
    <message>
        <source>A closed knight&apos;s tour of {board} from {square}</source>
        <translation>Un parcours fermé du cavalier sur {board} depuis {square}</translation>
    </message>
    <message>
        <source>A knight&apos;s tour of {board} from {square}</source>
        <translation>Un parcours du cavalier sur {board} depuis {square}</translation>
    </message>
    <message>
        <source>Moves 1 to {n} from {square} on {board}</source>
        <translation>Coups 1 à {n} depuis {square} sur {board}</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Envoyé à l&apos;imprimante.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation>Documents PDF</translation>
    </message>
    <message>
        <source>Export worksheet PDF</source>
        <translation>Exporter la fiche en PDF</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>open another game</source>
        <extracomment>the solver a tour played by hand is saved as (as core/formats.game_document says) the solver a tour played by hand is saved as (as core/formats.game_document says) the tour file last opened or saved, and the tour shown then (the title names it) the snapshot of a game replayed in Explore (saving it says &quot;by hand&quot;)</extracomment>
        <translation>ouvrir une autre partie</translation>
    </message>
    <message>
        <source>No game to save yet: click a square to start one.</source>
        <translation>Pas encore de partie à enregistrer : cliquez sur une case pour en commencer une.</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <source>The board is too large for this machine&apos;s memory.</source>
        <extracomment>the run this worker belongs to, for the window to drop the answers of older ones (a slot reads it as self.sender().generation) errors no worker expected (a bug): kept so that the tests fail on them</extracomment>
        <translation>L&apos;échiquier est trop grand pour la mémoire de cet ordinateur.</translation>
    </message>
    <message>
        <source>Something went wrong in the run ({what}). Please report it.</source>
        <translation>Quelque chose s&apos;est mal passé pendant la recherche ({what}). Merci de le signaler.</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets for a class</source>
        <translation>Fiches pour une classe</translation>
    </message>
    <message>
        <source>How many pupils</source>
        <translation>Combien d&apos;élèves</translation>
    </message>
    <message>
        <source>The same start for every pupil:</source>
        <translation>Le même départ pour chaque élève :</translation>
    </message>
    <message>
        <source>A different start for each pupil</source>
        <translation>Un départ différent pour chaque élève</translation>
    </message>
    <message>
        <source>The start for every pupil</source>
        <translation>Le départ de chaque élève</translation>
    </message>
    <message numerus="yes">
        <source>{n} boards a page</source>
        <translation>
            <numerusform>{n} échiquier par page</numerusform>
            <numerusform>{n} échiquiers par page</numerusform>
        </translation>
    </message>
    <message>
        <source>A line for the name and the date</source>
        <translation>Une ligne pour le nom et la date</translation>
    </message>
    <message>
        <source>Add the answer key (each pupil&apos;s tour)</source>
        <translation>Ajouter le corrigé (le parcours de chaque élève)</translation>
    </message>
    <message>
        <source>On the {board} board set in the Explore tab.</source>
        <translation>Sur l&apos;échiquier {board} choisi dans l&apos;onglet Explorer.</translation>
    </message>
    <message>
        <source>&amp;Pupils:</source>
        <translation>&amp;Élèves :</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Mise en page :</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Aperçu…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Name: ______________________   Date: ____________</source>
        <translation>Nom : ______________________   Date : ____________</translation>
    </message>
    <message>
        <source>Not made: {why}</source>
        <translation>Non créées : {why}</translation>
    </message>
    <message>
        <source>Finding a tour for each worksheet…</source>
        <translation>Recherche d&apos;un parcours pour chaque fiche…</translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages, answer key included.</source>
        <translation>
            <numerusform>{sheets} sur {n} page, corrigé compris.</numerusform>
            <numerusform>{sheets} sur {n} pages, corrigé compris.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages.</source>
        <translation>
            <numerusform>{sheets} sur {n} page.</numerusform>
            <numerusform>{sheets} sur {n} pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} worksheets</source>
        <translation>
            <numerusform>{n} fiche</numerusform>
            <numerusform>{n} fiches</numerusform>
        </translation>
    </message>
    <message>
        <source>Export worksheets</source>
        <translation>Exporter les fiches</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} enregistré.</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Envoyé à l&apos;imprimante.</translation>
    </message>
</context>
<context>
    <name>WorksheetSet</name>
    <message>
        <source>Worksheet {pupil}: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Fiche {pupil} : un parcours du cavalier sur {board} depuis {square}. Numérote les cases 2, 3, 4 et ainsi de suite, dans l&apos;ordre où le cavalier les visite.</translation>
    </message>
    <message>
        <source>Answer key, worksheet {pupil}: a knight&apos;s tour of {board} from {square}</source>
        <translation>Corrigé, fiche {pupil} : un parcours du cavalier sur {board} depuis {square}</translation>
    </message>
</context>
<context>
    <name>announce</name>
    <message>
        <source>{title}: {text}</source>
        <extracomment>while it runs, what is said waits for an answer on its way (see hold)</extracomment>
        <translation>{title} : {text}</translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <source>a leaper is (a, b) with 0 &lt;= a &lt;= b and b &gt;= 1, not ({a}, {b})</source>
        <extracomment>The knight&apos;s eight jumps as (file delta, rank delta), rank growing upward. This is the default order in which order-dependent solvers try them: anticlockwise, starting with the jump two files right and one rank up. Largest side accepted from a board spec; the memory check decides what really fits.</extracomment>
        <translation>un sauteur est (a, b) avec 0 &lt;= a &lt;= b et b &gt;= 1, pas ({a}, {b})</translation>
    </message>
    <message>
        <source>leaper {text} is not &apos;A,B&apos; (such as 1,2) or one of: {names}</source>
        <translation>le sauteur {text} n&apos;est pas &apos;A,B&apos; (comme 1,2) ni l&apos;un de : {names}</translation>
    </message>
    <message>
        <source>leaper {text} jumps farther than any board is wide</source>
        <translation>le sauteur {text} saute plus loin que la largeur de tout échiquier</translation>
    </message>
    <message>
        <source>jump order {text} is not a list of &apos;file,rank&apos; pairs such as &apos;2,1 1,2 ...&apos;</source>
        <translation>l&apos;ordre des sauts {text} n&apos;est pas une liste de paires &apos;colonne,rangée&apos; comme &apos;2,1 1,2 ...&apos;</translation>
    </message>
    <message>
        <source>the eight knight jumps (±1,±2 and ±2,±1)</source>
        <translation>les huit sauts du cavalier (±1,±2 et ±2,±1)</translation>
    </message>
    <message>
        <source>the leaper&apos;s {n} jumps</source>
        <translation>les {n} sauts du sauteur</translation>
    </message>
    <message>
        <source>jump order {text} must list {what} once each</source>
        <translation>l&apos;ordre des sauts {text} doit donner {what} une fois chacun</translation>
    </message>
    <message>
        <source>square {text} is not a square name such as a1 or h8</source>
        <extracomment>at most this many holes are named one by one in a board&apos;s description a run needing fewer bytes than this fits on any machine the program runs on (file, rank) pairs; a Board3D&apos;s are (file, rank, layer) triples</extracomment>
        <translation>la case {text} n&apos;est pas un nom de case comme a1 ou h8</translation>
    </message>
    <message>
        <source>square {text} is off the {board} board (files a-{last}, ranks 1-{rows})</source>
        <translation>la case {text} est hors de l&apos;échiquier {board} (colonnes a-{last}, rangées 1-{rows})</translation>
    </message>
    <message>
        <source>square {text} has been removed from the board</source>
        <extracomment>the knight in three dimensions: two squares along one axis, one along another</extracomment>
        <translation>la case {text} a été retirée de l&apos;échiquier</translation>
    </message>
</context>
<context>
    <name>explain</name>
    <message>
        <source>No tour exists on {board}: every path a knight can make there misses at least one square. Mathematicians have proved it for every board of this shape (Cull and De Curtins 1978; Conrad et al. 1994).</source>
        <translation>Aucun parcours n&apos;existe sur {board} : chaque chemin qu&apos;un cavalier peut y faire manque au moins une case. Des mathématiciens l&apos;ont prouvé pour tout échiquier de cette forme (Cull et De Curtins 1978 ; Conrad et al. 1994).</translation>
    </message>
    <message>
        <source>Count the moves. Every square of {board} with only two moves must use both in a closed tour, and here those forced moves already give every square its two moves. They close into two separate loops of six squares, {one} ({a}) and {two} ({b}), so no single circuit can visit all twelve squares (Schwenk 1991 lists 3x4 among the boards with no closed tour).</source>
        <translation>Comptez les coups. Chaque case de {board} qui n&apos;a que deux coups doit utiliser les deux dans un parcours fermé, et ici ces coups forcés donnent déjà à chaque case ses deux coups. Ils se referment en deux boucles séparées de six cases, {one} ({a}) et {two} ({b}), donc aucun circuit unique ne peut visiter les douze cases (Schwenk 1991 compte 3x4 parmi les échiquiers sans parcours fermé).</translation>
    </message>
    <message>
        <source>Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). A knight always jumps to the other colour, so a tour that comes back to its start visits as many light squares as dark ones. Here they are not equal, so no closed tour can exist.</source>
        <translation>Comptez les cases : {board} a {dark} cases foncées ({d}) et {light} claires ({l}). Un cavalier saute toujours vers l&apos;autre couleur, donc un parcours qui revient à son départ visite autant de cases claires que de foncées. Ici elles ne sont pas en même nombre, donc aucun parcours fermé ne peut exister.</translation>
    </message>
    <message>
        <source>On a board 4 squares wide, a knight on an outer line ({o}) can only jump to an inner line ({i}), and there are as many {o} squares as {i} squares. So a tour that comes back to its start must go {o}, {i}, {o}, {i}… all the way round. But the colours alternate too, so every {o} square would have one colour and every {i} square the other, and that is not so: no closed tour can exist (Posa&apos;s argument).</source>
        <translation>Sur un échiquier de 4 cases de large, un cavalier sur une ligne extérieure ({o}) ne peut sauter que vers une ligne intérieure ({i}), et il y a autant de cases {o} que de cases {i}. Un parcours qui revient à son départ doit donc aller {o}, {i}, {o}, {i}… tout du long. Mais les couleurs alternent aussi, donc toutes les cases {o} seraient d&apos;une couleur et toutes les cases {i} de l&apos;autre, ce qui n&apos;est pas le cas : aucun parcours fermé ne peut exister (l&apos;argument de Pósa).</translation>
    </message>
    <message>
        <source>Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). A knight always jumps to the other colour, so a tour goes dark, light, dark, light… With one more dark square than light, it must start and end on dark. {square} is light, so no tour can start there.</source>
        <translation>Comptez les cases : {board} a {dark} cases foncées ({d}) et {light} claires ({l}). Un cavalier saute toujours vers l&apos;autre couleur, donc un parcours va foncée, claire, foncée, claire… Avec une case foncée de plus que de claires, il doit commencer et finir sur une foncée. {square} est claire, donc aucun parcours ne peut partir de là.</translation>
    </message>
    <message>
        <source>Count the doors. The four corners ({c}) and the two rings of edge squares ({a} and {b}, four squares each, a knight&apos;s move apart) can only be reached from the four middle squares ({m}). A path passes each middle square once, in and out: 8 moves through the middle in all. But going through a corner takes 2 of them (8 for the four corners), and getting into a ring and out again takes 2 more for each ring: 12. The path&apos;s two ends save at most 2, so 10 are needed and only 8 exist: no knight&apos;s path visits all 16 squares (Conrad et al. 1994 prove it for every board of this shape).</source>
        <translation>Comptez les portes. Les quatre coins ({c}) et les deux anneaux de cases du bord ({a} et {b}, quatre cases chacun, à un saut de cavalier l&apos;une de l&apos;autre) ne peuvent être atteints que depuis les quatre cases du milieu ({m}). Un chemin passe une fois par chaque case du milieu, en entrant et en sortant : 8 sauts par le milieu en tout. Mais passer par un coin en prend 2 (8 pour les quatre coins), et entrer dans un anneau puis en sortir en prend 2 de plus pour chaque anneau : 12. Les deux bouts du chemin en économisent au plus 2, donc il en faut 10 et il n&apos;en existe que 8 : aucun chemin de cavalier ne visite les 16 cases (Conrad et al. 1994 le prouvent pour tout échiquier de cette forme).</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>that square is not on the board</source>
        <translation>cette case n&apos;est pas sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>{square} has been visited already (move {n})</source>
        <translation>{square} a déjà été visitée (coup {n})</translation>
    </message>
    <message>
        <source>{square} is not a knight&apos;s move from {knight}</source>
        <translation>{square} n&apos;est pas à un saut de cavalier de {knight}</translation>
    </message>
    <message>
        <source>move {n} ({square}): {why}</source>
        <translation>coup {n} ({square}) : {why}</translation>
    </message>
    <message>
        <source>the knight on {square} has no move left: you visited {done} of {all} squares</source>
        <translation>le cavalier en {square} n&apos;a plus aucun coup possible : vous avez visité {done} cases sur {all}</translation>
    </message>
    <message>
        <source>{square} can no longer be reached: every square a knight&apos;s move away from it is visited</source>
        <translation>{square} ne peut plus être atteinte : toutes les cases à un saut de cavalier d&apos;elle sont visitées</translation>
    </message>
    <message>
        <source>{square} can only be entered by the next move, and the knight would be stuck there</source>
        <translation>{square} ne peut être atteinte qu&apos;au prochain coup, et le cavalier y serait bloqué</translation>
    </message>
    <message>
        <source>{a} and {b} each have only one way in left, so both would have to be the last square</source>
        <translation>{a} et {b} n&apos;ont chacune plus qu&apos;un seul accès, si bien que les deux devraient être la dernière case</translation>
    </message>
    <message>
        <source>{square} and {n} more are cut off: the knight can no longer reach them through unvisited squares</source>
        <translation>{square} et {n} autres sont coupées : le cavalier ne peut plus les atteindre par des cases non visitées</translation>
    </message>
    <message>
        <source>the program tried every way on from here, and none visits all the squares that are left</source>
        <extracomment>the squares the reason names (a square shut off, two last squares, the stuck knight)</extracomment>
        <translation>le programme a essayé tous les chemins à partir d&apos;ici, et aucun ne visite toutes les cases qui restent</translation>
    </message>
    <message>
        <source>no answer within {n} moves of searching</source>
        <translation>pas de réponse en {n} coups de recherche</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <source>{n} s</source>
        <extracomment>the languages the window speaks: code -&gt; the language&apos;s own name the translators installed now (Qt holds only pointers: Python must keep them) Qt&apos;s own translation was found for the language installed the largest count Qt&apos;s translators take to choose a plural form (a C int); any larger count takes the same form as this one in every language the window speaks</extracomment>
        <translation>{n} s</translation>
    </message>
    <message>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <source>{h} h {m} min</source>
        <translation>{h} h {m} min</translation>
    </message>
</context>
<context>
    <name>magic</name>
    <message>
        <source>The first magic knight&apos;s tour: every rank and file adds up to 260. It runs from a8 to c1.</source>
        <extracomment>William Beverley&apos;s tour, the first magic (semi-magic) knight&apos;s tour, published in the Philosophical Magazine in 1848 (G. P. Jelliss, Knight&apos;s Tour Notes, &quot;History of Magic Knight&apos;s Tours&quot;; MathWorld, &quot;Magic Tour&quot;)</extracomment>
        <translation>Le premier parcours magique du cavalier : chaque rangée et chaque colonne font 260. Il va de a8 à c1.</translation>
    </message>
    <message>
        <source>A closed tour whose ranks and files add up to 260 and whose long diagonals miss by 4 each way (264 and 256). Dudeney doubted that a fully magic one exists; the computer search of every semi-magic 8x8 tour (Stertenbrink, Computing Magic Knight Tours, 2003) found none with magic diagonals.</source>
        <extracomment>the re-entrant tour H. E. Dudeney gave as the best answer he knew to &quot;The Magic Knight&apos;s Tour&quot; in Amusements in Mathematics (1917): ranks and files 260, diagonals 264 and 256</extracomment>
        <translation>Un parcours fermé dont les rangées et les colonnes font 260 et dont les grandes diagonales s&apos;en écartent de 4 dans chaque sens (264 et 256). Dudeney doutait qu&apos;un parcours entièrement magique existe ; la recherche par ordinateur de tous les parcours semi-magiques du 8x8 (Stertenbrink, Computing Magic Knight Tours, 2003) n&apos;en a trouvé aucun aux diagonales magiques.</translation>
    </message>
</context>
<context>
    <name>marks</name>
    <message>
        <source>D</source>
        <extracomment>boards up to this many squares get a label on each square</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <source>L</source>
        <translation>C</translation>
    </message>
    <message>
        <source>O</source>
        <translation>E</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>a dark square</source>
        <translation>une case foncée</translation>
    </message>
    <message>
        <source>a light square</source>
        <translation>une case claire</translation>
    </message>
    <message>
        <source>a square of the first loop</source>
        <translation>une case de la première boucle</translation>
    </message>
    <message>
        <source>a square of the second loop</source>
        <translation>une case de la seconde boucle</translation>
    </message>
    <message>
        <source>a square of an outer line</source>
        <translation>une case d&apos;une ligne extérieure</translation>
    </message>
    <message>
        <source>a square of an inner line</source>
        <translation>une case d&apos;une ligne intérieure</translation>
    </message>
    <message>
        <source>C</source>
        <extracomment>4x4&apos;s squares by the part they play in the counting of doors (see _four_by_four)</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>a corner</source>
        <translation>un coin</translation>
    </message>
    <message>
        <source>a square of one ring</source>
        <translation>une case d&apos;un anneau</translation>
    </message>
    <message>
        <source>a square of the other ring</source>
        <translation>une case de l&apos;autre anneau</translation>
    </message>
    <message>
        <source>a middle square</source>
        <translation>une case du milieu</translation>
    </message>
</context>
<context>
    <name>searches</name>
    <message>
        <source>Warnsdorff&apos;s rule</source>
        <translation>Règle de Warnsdorff</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with random ties</source>
        <translation>Règle de Warnsdorff avec égalités au hasard</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with Pohl&apos;s tie-break</source>
        <translation>Règle de Warnsdorff avec le départage de Pohl</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with Roth&apos;s tie-break</source>
        <translation>Règle de Warnsdorff avec le départage de Roth</translation>
    </message>
    <message>
        <source>The go-to-the-bottom rule</source>
        <translation>La règle « aller en bas »</translation>
    </message>
    <message>
        <source>The stay-near-the-centre rule</source>
        <translation>La règle « rester près du centre »</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule is defined on square boards only.</source>
        <extracomment>Upper bound of the memory any search here takes per square (tables, path, keys, flags).</extracomment>
        <translation>La règle de Squirrel et Cull n&apos;est définie que sur les échiquiers carrés.</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule starts in a corner: choose a corner square.</source>
        <translation>La règle de Squirrel et Cull part d&apos;un coin : choisissez une case de coin.</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule</source>
        <translation>La règle de Squirrel et Cull</translation>
    </message>
    <message>
        <source>That many moves is Automatic&apos;s step cap on boards of other leapers, with holes, wrapped or in three dimensions; a larger step limit searches longer.</source>
        <extracomment>from this many squares up, auto builds tours from tiles instead of searching on a board 3 or 4 wide and smaller than that, the exact search gets this many moves before the column-by-column method (whose tables take a moment to fill) takes over Automatic&apos;s own step cap on boards other than the knight&apos;s full rectangle (other leapers, holes, wrapping, three dimensions), where no construction applies and its exact search may run for hours without an answer; a run&apos;s own step limit replaces it</extracomment>
        <translation>Ce nombre de coups est la limite d&apos;Automatique sur les échiquiers d&apos;autres sauteurs, troués, refermés ou en trois dimensions ; une limite de coups plus grande cherche plus longtemps.</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no closed tour and has not yet proved that none exists. {why}</source>
        <translation>Toujours indécis après {cap} coups : la recherche n&apos;a trouvé aucun parcours fermé et n&apos;a pas encore prouvé qu&apos;il n&apos;en existe aucun. {why}</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no tour from {start} to {end} and has not yet proved that none exists. {why}</source>
        <translation>Toujours indécis après {cap} coups : la recherche n&apos;a trouvé aucun parcours de {start} à {end} et n&apos;a pas encore prouvé qu&apos;il n&apos;en existe aucun. {why}</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no tour from {start} and has not yet proved that none exists. {why}</source>
        <translation>Toujours indécis après {cap} coups : la recherche n&apos;a trouvé aucun parcours depuis {start} et n&apos;a pas encore prouvé qu&apos;il n&apos;en existe aucun. {why}</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours after solution {n}.</source>
        <translation>La recherche a essayé tous les chemins : il n&apos;y a plus de parcours fermé après la solution {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more tours from {first} to {last} after solution {n}.</source>
        <translation>La recherche a essayé tous les chemins : il n&apos;y a plus de parcours de {first} à {last} après la solution {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more tours from {first} after solution {n}.</source>
        <translation>La recherche a essayé tous les chemins : il n&apos;y a plus de parcours depuis {first} après la solution {n}.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no closed tour exists on this board.</source>
        <translation>La recherche a essayé tous les chemins depuis {first} : aucun parcours fermé n&apos;existe sur cet échiquier.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no tour from there ends on {last}.</source>
        <translation>La recherche a essayé tous les chemins depuis {first} : aucun parcours partant de là ne finit sur {last}.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no tour exists from there.</source>
        <translation>La recherche a essayé tous les chemins depuis {first} : aucun parcours ne part de là.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <extracomment>seconds of kernel work per chunk: short enough that a Stop acts well within 100 ms seconds between two progress reports (about 30 a second) squares of path a second that progress reports may carry: a report copies the path, and the window compares it with the last one, so a path of millions of squares (a board of 8 million) is reported a few times a second, not 30 (a million squares or fewer: 30) the first chunk&apos;s moves, and the bounds the chunk size adapts within seconds of a nap while pacing: Stop is looked at between naps a paced run faster than a move a frame is shown once a frame, not every move</extracomment>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Stopped by Ctrl-C.</source>
        <translation>Arrêté par Ctrl-C.</translation>
    </message>
    <message>
        <source>The step limit of {n} moves was reached.</source>
        <translation>La limite de {n} coups a été atteinte.</translation>
    </message>
    <message>
        <source>the rule</source>
        <extracomment>True when the run was answered by a theorem (no search made: a KnownResult no-tour) a cap the solver puts on its own moves when the run sets none (Automatic&apos;s, on boards where a search may run long), and what a run that reaches it says; None: no cap the square tours are read from to list each circuit once (the start asked for: a search restarted elsewhere reads its tours from there)</extracomment>
        <translation>la règle</translation>
    </message>
    <message>
        <source>{rule} reached a dead end at {square} after visiting {n} of {all} squares.</source>
        <translation>{rule} est arrivée dans une impasse en {square} après avoir visité {n} cases sur {all}.</translation>
    </message>
    <message>
        <source>(Automatic&apos;s exhaustive search on a small board: the moves chosen one by one with all they force, every choice tried.)</source>
        <translation>(Recherche exhaustive d&apos;Automatique sur un petit plateau : les coups choisis un à un avec tout ce qu&apos;ils imposent, chaque choix essayé.)</translation>
    </message>
</context>
<context>
    <name>solvers</name>
    <message>
        <source>Automatic</source>
        <extracomment>the search for an open tour that ends on a chosen square (board, start, end, seed), or None when the solver cannot aim at one (the heuristics, the constructions) the solver in one plain sentence, for a first visit (the description gives the details and the sources) the sources the descriptions cite, by author and title</extracomment>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Answers at once where a theorem rules a tour out (Schwenk; Cull and De Curtins; the colour argument; for other leapers, holes and wrapping, the move graph&apos;s colours and connectivity). Boards of 1,024 squares or more get a tour built by divide and conquer, and boards 3 or 4 wide are decided column by column (exact, any length; below 1,024 squares after a short try of the search below); otherwise it runs an exact search in Warnsdorff order with Roth&apos;s tie-break and full pruning, restarted under shuffled jump orders when it runs long: on most boards it walks straight to a tour, and it proves when none exists. On boards of other leapers, with holes, wrapped or in three dimensions, of 100 squares or fewer, an exact search that chooses moves as edges, with everything each choice forces, takes turns with that search, and the two get at most 500,000,000 moves; on larger ones that search gets at most 50,000,000 moves (seconds), unless a step limit is given: if it has neither found a tour nor proved there is none by then, it ends saying the question is still open. The command line shows its progress on stderr while it searches.</source>
        <translation>Répond aussitôt là où un théorème exclut un parcours (Schwenk ; Cull et De Curtins ; l&apos;argument des couleurs ; pour d&apos;autres sauteurs, les trous et les bords refermés, les couleurs et la connexité du graphe des sauts). Les échiquiers de 1 024 cases ou plus reçoivent un parcours construit par diviser pour régner, et ceux de 3 ou 4 de large sont tranchés colonne par colonne (exact, toute longueur ; sous 1 024 cases après un court essai de la recherche ci-dessous) ; sinon il lance une recherche exacte dans l&apos;ordre de Warnsdorff avec le départage de Roth et l&apos;élagage complet, relancée avec des ordres de sauts mélangés quand elle dure : sur la plupart des échiquiers elle va droit à un parcours, et elle prouve quand il n&apos;y en a aucun. Sur les échiquiers d&apos;autres sauteurs, troués, refermés ou en trois dimensions, de 100 cases ou moins, une recherche exacte qui choisit les coups comme des arêtes, avec tout ce que chaque choix impose, alterne avec cette recherche, et les deux ont au plus 500 000 000 coups ; sur les plus grands, cette recherche a au plus 50 000 000 coups (quelques secondes), sauf limite de coups donnée : si elle n&apos;a alors ni trouvé de parcours ni prouvé qu&apos;il n&apos;y en a pas, elle s&apos;arrête en disant que la question reste ouverte. La ligne de commande montre sa progression sur stderr pendant la recherche.</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Depth-first search: try the jumps in the fixed order, and when the knight is stuck take the last move back and try the next jump there. Complete but slow: from some squares of 8x8 it needs billions of moves.</source>
        <translation>Recherche en profondeur : essayer les sauts dans l&apos;ordre fixé et, quand le cavalier est bloqué, reprendre le dernier coup et essayer le saut suivant. Complète mais lente : depuis certaines cases du 8x8 il lui faut des milliards de coups.</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>Vérification en avant</translation>
    </message>
    <message>
        <source>Backtracking that looks ahead after every move and backs off at once when some unvisited square has no way in left, instead of discovering it many moves later.</source>
        <translation>Retour arrière qui regarde en avant après chaque coup et recule aussitôt quand une case non visitée n&apos;a plus d&apos;entrée, au lieu de le découvrir bien des coups plus tard.</translation>
    </message>
    <message>
        <source>Degree order</source>
        <translation>Ordre des degrés</translation>
    </message>
    <message>
        <source>Backtracking with each square&apos;s moves sorted once, before the search, by how many moves the target has on the empty board: corners and edges first.</source>
        <translation>Retour arrière où les sauts de chaque case sont triés une fois, avant la recherche, selon le nombre de sauts de la case d&apos;arrivée sur l&apos;échiquier vide : coins et bords d&apos;abord.</translation>
    </message>
    <message>
        <source>Warnsdorff</source>
        <translation>Warnsdorff</translation>
    </message>
    <message>
        <source>Greedy: always jump to the square with the fewest onward moves; the first in jump order wins ties. Linear time and usually right, but it never reconsiders, so it can dead-end.</source>
        <translation>Glouton : toujours sauter vers la case qui a le moins de sauts suivants ; en cas d&apos;égalité, la première dans l&apos;ordre des sauts. Temps linéaire et le plus souvent juste, mais il ne revient jamais en arrière, donc il peut finir dans une impasse.</translation>
    </message>
    <message>
        <source>Warnsdorff, random ties</source>
        <translation>Warnsdorff, égalités au hasard</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken by a seeded random choice (--seed): a different seed gives a different tour, and a failed run can simply be retried.</source>
        <translation>Règle de Warnsdorff dont les égalités sont tranchées par un tirage au sort à graine (--seed) : une autre graine donne un autre parcours, et un essai raté peut simplement être relancé.</translation>
    </message>
    <message>
        <source>Warnsdorff, Pohl&apos;s tie-break</source>
        <translation>Warnsdorff, départage de Pohl</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken by applying the rule once more: among tied squares, prefer the one whose own least-free onward square has the fewest moves; remaining ties go to the first in jump order.</source>
        <translation>Règle de Warnsdorff dont les égalités sont tranchées en appliquant la règle une fois de plus : parmi les cases à égalité, préférer celle dont la case suivante la moins libre a le moins de sauts ; les égalités restantes vont à la première dans l&apos;ordre des sauts.</translation>
    </message>
    <message>
        <source>Warnsdorff, Roth&apos;s tie-break</source>
        <translation>Warnsdorff, départage de Roth</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken towards the square farthest from the centre of the board, which keeps the knight on the rim until the rim is done.</source>
        <translation>Règle de Warnsdorff dont les égalités vont à la case la plus éloignée du centre de l&apos;échiquier, ce qui garde le cavalier sur le pourtour tant que le pourtour n&apos;est pas fini.</translation>
    </message>
    <message>
        <source>Squirrel and Cull</source>
        <translation>Squirrel et Cull</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule from a corner of a square board, with ties broken by an order of the eight directions that changes at a few fixed squares; the orders depend on the board size mod 8. Linear time, and reported to give a tour on every square board from 5x5 up.</source>
        <translation>Règle de Warnsdorff depuis un coin d&apos;un échiquier carré, avec les égalités tranchées par un ordre des huit directions qui change en quelques cases fixées ; les ordres dépendent de la taille de l&apos;échiquier modulo 8. Temps linéaire, et donnée comme trouvant un parcours sur tout échiquier carré à partir de 5x5.</translation>
    </message>
    <message>
        <source>Warnsdorff with backtracking</source>
        <translation>Warnsdorff avec retour arrière</translation>
    </message>
    <message>
        <source>A complete backtracking search that tries the moves at every square in Warnsdorff order (fewest onward moves first). It follows Warnsdorff&apos;s path while that works and backs up only when it dead-ends, so it never gives up while the step limit lasts.</source>
        <translation>Une recherche complète avec retour arrière qui essaie les sauts de chaque case dans l&apos;ordre de Warnsdorff (le moins de sauts suivants d&apos;abord). Elle suit le chemin de Warnsdorff tant qu&apos;il marche et ne recule que dans une impasse, donc elle n&apos;abandonne jamais tant que dure la limite de coups.</translation>
    </message>
    <message>
        <source>Naive: go to the bottom</source>
        <translation>Naïve : aller en bas</translation>
    </message>
    <message>
        <source>The first rule people try: always jump to the lowest rank available. It fills the bottom well and then strands the knight at the top; kept to show why Warnsdorff is needed.</source>
        <translation>La première règle qu&apos;on essaie : toujours sauter vers la rangée la plus basse possible. Elle remplit bien le bas puis abandonne le cavalier en haut ; gardée pour montrer pourquoi Warnsdorff est nécessaire.</translation>
    </message>
    <message>
        <source>Naive: stay near the centre</source>
        <translation>Naïve : rester près du centre</translation>
    </message>
    <message>
        <source>Always jump to the square nearest the centre. The knight circles the middle and cuts off the corners, where it gets stuck; kept to show why Warnsdorff is needed.</source>
        <translation>Toujours sauter vers la case la plus proche du centre. Le cavalier tourne autour du milieu et isole les coins, où il se bloque ; gardée pour montrer pourquoi Warnsdorff est nécessaire.</translation>
    </message>
    <message>
        <source>Divide and conquer</source>
        <translation>Diviser pour régner</translation>
    </message>
    <message>
        <source>Cuts the board into blocks of 5 to 10 squares a side, lays a stored tour on each and joins neighbouring blocks by swapping two moves for two moves across their border: a tour of a million squares in milliseconds, closed whenever the board has an even number of squares. Boards 3 or 4 wide are decided column by column instead: a dynamic programme over the ways a tour can cross each column, exact and linear in the length.</source>
        <translation>Découpe l&apos;échiquier en blocs de 5 à 10 cases de côté, pose un parcours connu sur chacun et relie les blocs voisins en échangeant deux sauts contre deux sauts à travers leur frontière : un parcours d&apos;un million de cases en quelques millisecondes, fermé dès que l&apos;échiquier a un nombre pair de cases. Les échiquiers de 3 ou 4 de large sont tranchés colonne par colonne à la place : une programmation dynamique sur les façons dont un parcours peut traverser chaque colonne, exacte et linéaire en la longueur.</translation>
    </message>
    <message>
        <source>Known circuit</source>
        <translation>Circuit connu</translation>
    </message>
    <message>
        <source>Finds one closed tour of the board (built by divide and conquer or column by column where those apply, else searched for from the first square), then starts it at the chosen square: a closed tour can be entered anywhere. Finding the circuit is part of every run: its moves and its time are the run&apos;s.</source>
        <translation>Trouve un parcours fermé de l&apos;échiquier (construit par diviser pour régner ou colonne par colonne quand c&apos;est possible, sinon cherché depuis la première case), puis le commence à la case choisie : on peut entrer n&apos;importe où dans un parcours fermé. Trouver le circuit fait partie de chaque essai : ses coups et son temps sont ceux de l&apos;essai.</translation>
    </message>
    <message>
        <source>Picks the best way for this board by itself: the quickest way to a tour, or the reason there is none.</source>
        <translation>Choisit seul la meilleure méthode pour cet échiquier : le chemin le plus rapide vers un parcours, ou la raison pour laquelle il n&apos;y en a pas.</translation>
    </message>
    <message>
        <source>Tries the moves in a fixed order and, at a dead end, steps back and tries the next move: slow, but it never misses a tour.</source>
        <translation>Essaie les sauts dans un ordre fixé et, dans une impasse, recule d&apos;un pas et essaie le saut suivant : lent, mais il ne manque jamais un parcours.</translation>
    </message>
    <message>
        <source>Backtracking that turns back as soon as some square can no longer be reached, instead of waiting for the dead end.</source>
        <translation>Un retour arrière qui fait demi-tour dès qu&apos;une case ne peut plus être atteinte, au lieu d&apos;attendre l&apos;impasse.</translation>
    </message>
    <message>
        <source>Backtracking that tries first the squares with the fewest moves on the empty board.</source>
        <translation>Un retour arrière qui essaie d&apos;abord les cases qui ont le moins de sauts sur l&apos;échiquier vide.</translation>
    </message>
    <message>
        <source>Always jumps to the square with the fewest ways on: a simple rule that usually finds a tour at once.</source>
        <translation>Saute toujours vers la case qui a le moins de suites : une règle simple qui trouve le plus souvent un parcours du premier coup.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, choosing by lot between squares that are equally good.</source>
        <translation>La règle de Warnsdorff, qui tire au sort entre des cases aussi bonnes l&apos;une que l&apos;autre.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, looking one move further ahead between squares that are equally good.</source>
        <translation>La règle de Warnsdorff, qui regarde un saut plus loin entre des cases aussi bonnes l&apos;une que l&apos;autre.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, choosing the square farthest from the centre between squares that are equally good.</source>
        <translation>La règle de Warnsdorff, qui prend la case la plus éloignée du centre entre des cases aussi bonnes l&apos;une que l&apos;autre.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule from a corner, with a fixed order for ties that changes at set squares: made for square boards.</source>
        <translation>La règle de Warnsdorff depuis un coin, avec un ordre fixé pour les égalités qui change en certaines cases : faite pour les échiquiers carrés.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, stepping back at a dead end: quick, and it never misses a tour.</source>
        <translation>La règle de Warnsdorff, qui recule dans une impasse : rapide, et elle ne manque jamais un parcours.</translation>
    </message>
    <message>
        <source>Always goes as low on the board as it can: a rule that looks sensible and gets stuck.</source>
        <translation>Va toujours le plus bas possible sur l&apos;échiquier : une règle qui paraît sensée et qui se bloque.</translation>
    </message>
    <message>
        <source>Always stays as near the centre as it can: another rule that looks sensible and gets stuck.</source>
        <translation>Reste toujours le plus près possible du centre : une autre règle qui paraît sensée et qui se bloque.</translation>
    </message>
    <message>
        <source>Cuts a big board into small pieces with known tours and joins them: huge boards in seconds.</source>
        <translation>Découpe un grand échiquier en petits morceaux aux parcours connus et les relie : d&apos;immenses échiquiers en quelques secondes.</translation>
    </message>
    <message>
        <source>Takes a tour that returns to its start and begins it at the chosen square.</source>
        <translation>Prend un parcours qui revient à son départ et le commence à la case choisie.</translation>
    </message>
</context>
<context>
    <name>symmetric</name>
    <message>
        <source>No closed tour of {board} has quarter-turn symmetry: a quarter turn carries the board onto itself only when it is square.</source>
        <extracomment>the turns a symmetric tour may have, in degrees</extracomment>
        <translation>Aucun parcours fermé de {board} n&apos;a la symétrie du quart de tour : un quart de tour ne ramène l&apos;échiquier sur lui-même que s&apos;il est carré.</translation>
    </message>
    <message>
        <source>No closed tour of this board has quarter-turn symmetry: its holes are not symmetric, so the quarter turn would carry a square of the tour onto a hole.</source>
        <translation>Aucun parcours fermé de cet échiquier n&apos;a la symétrie du quart de tour : ses trous ne sont pas symétriques, donc le quart de tour porterait une case du parcours sur un trou.</translation>
    </message>
    <message>
        <source>No closed tour of this board has half-turn symmetry: its holes are not symmetric, so the half turn would carry a square of the tour onto a hole.</source>
        <translation>Aucun parcours fermé de cet échiquier n&apos;a la symétrie du demi-tour : ses trous ne sont pas symétriques, donc le demi-tour porterait une case du parcours sur un trou.</translation>
    </message>
    <message>
        <source>No closed tour of {n}x{n} has quarter-turn symmetry: a quarter turn carries each square to one of the other colour, and it carries every square of such a tour a quarter of the way along it, {q} moves, an even number, which keeps the colour (quarter-turn symmetry needs a side of the form 4k + 2: Jelliss).</source>
        <translation>Aucun parcours fermé de {n}x{n} n&apos;a la symétrie du quart de tour : un quart de tour porte chaque case sur une case de l&apos;autre couleur, et il porte chaque case d&apos;un tel parcours un quart de tour plus loin le long de celui-ci, {q} sauts, un nombre pair, qui garde la couleur (la symétrie du quart de tour demande un côté de la forme 4k + 2 : Jelliss).</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours with half-turn symmetry after solution {n}.</source>
        <extracomment>moves the block&apos;s search gets before the orbits&apos; searches take over boards from this many squares get the block&apos;s try first</extracomment>
        <translation>La recherche a essayé tous les chemins : il n&apos;y a plus de parcours fermé symétrique par demi-tour après la solution {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours with quarter-turn symmetry after solution {n}.</source>
        <translation>La recherche a essayé tous les chemins : il n&apos;y a plus de parcours fermé symétrique par quart de tour après la solution {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: no closed tour of {board} has half-turn symmetry.</source>
        <translation>La recherche a essayé tous les chemins : aucun parcours fermé de {board} n&apos;a la symétrie du demi-tour.</translation>
    </message>
    <message>
        <source>The search tried every path: no closed tour of {board} has quarter-turn symmetry.</source>
        <translation>La recherche a essayé tous les chemins : aucun parcours fermé de {board} n&apos;a la symétrie du quart de tour.</translation>
    </message>
</context>
<context>
    <name>theorems</name>
    <message>
        <source>a single square has no move to close a circuit</source>
        <translation>une seule case n&apos;a aucun saut pour fermer un circuit</translation>
    </message>
    <message>
        <source>both sides are odd, so the board has an odd number of squares and a circuit, which alternates colours, cannot cover them</source>
        <translation>les deux côtés sont impairs, donc l&apos;échiquier a un nombre impair de cases et un circuit, qui alterne les couleurs, ne peut pas toutes les couvrir</translation>
    </message>
    <message>
        <source>a board 1 square wide has squares with fewer than two moves</source>
        <translation>un échiquier de 1 case de large a des cases avec moins de deux sauts</translation>
    </message>
    <message>
        <source>a board 2 squares wide has squares with fewer than two moves</source>
        <translation>un échiquier de 2 cases de large a des cases avec moins de deux sauts</translation>
    </message>
    <message>
        <source>on a board 4 squares wide the outer ranks can only be joined through the inner ones, which a circuit cannot do for every square</source>
        <translation>sur un échiquier de 4 cases de large, les lignes extérieures ne se rejoignent que par les lignes intérieures, ce qu&apos;un circuit ne peut pas faire pour chaque case</translation>
    </message>
    <message>
        <source>3x{n} is one of the three 3-wide boards excluded</source>
        <translation>3x{n} est l&apos;un des trois échiquiers de 3 de large exclus</translation>
    </message>
    <message>
        <source>No closed tour exists on {board}: {why} (Schwenk 1991).</source>
        <translation>Aucun parcours fermé n&apos;existe sur {board} : {why} (Schwenk 1991).</translation>
    </message>
    <message>
        <source>a knight cannot move at all on a board one square wide</source>
        <translation>un cavalier ne peut pas bouger du tout sur un échiquier d&apos;une case de large</translation>
    </message>
    <message>
        <source>on a board two squares wide the knight&apos;s moves form separate chains</source>
        <translation>sur un échiquier de deux cases de large, les sauts du cavalier forment des chaînes séparées</translation>
    </message>
    <message>
        <source>the centre square of 3x3 cannot be reached by any move</source>
        <translation>la case centrale du 3x3 ne peut être atteinte par aucun saut</translation>
    </message>
    <message>
        <source>3x{n} is one of the small 3-wide boards with no Hamiltonian path</source>
        <translation>3x{n} est l&apos;un des petits échiquiers de 3 de large sans chemin hamiltonien (un chemin qui passe une fois par chaque case)</translation>
    </message>
    <message>
        <source>4x4 has no Hamiltonian path</source>
        <translation>4x4 n&apos;a pas de chemin hamiltonien (un chemin qui passe une fois par chaque case)</translation>
    </message>
    <message>
        <source>No open tour exists on {board}: {why} (Cull and De Curtins 1978; Conrad et al. 1994).</source>
        <translation>Aucun parcours ouvert n&apos;existe sur {board} : {why} (Cull et De Curtins 1978 ; Conrad et al. 1994).</translation>
    </message>
    <message>
        <source>No tour starts on {square}: the {board} board has an odd number of squares, so a tour must start and end on the corners&apos; colour and {square} is the other colour.</source>
        <translation>Aucun parcours ne part de {square} : l&apos;échiquier {board} a un nombre impair de cases, donc un parcours doit commencer et finir sur la couleur des coins, et {square} est de l&apos;autre couleur.</translation>
    </message>
    <message>
        <source>No tour starts on {square}: on a board 4 squares wide every open tour starts and ends on one of the two outer lines, since outer squares only join inner ones and the colours must alternate too (Posa&apos;s argument).</source>
        <translation>Aucun parcours ne part de {square} : sur un échiquier de 4 cases de large, tout parcours ouvert commence et finit sur l&apos;une des deux lignes extérieures, car les cases extérieures ne rejoignent que des cases intérieures et les couleurs doivent aussi alterner (l&apos;argument de Pósa).</translation>
    </message>
    <message>
        <source>No closed tour exists: a single square has no move to close a circuit.</source>
        <translation>Aucun parcours fermé n&apos;existe : une seule case n&apos;a aucun saut pour fermer un circuit.</translation>
    </message>
    <message>
        <source>No tour exists: the {a},{b}-leaper never changes colour ({a} + {b} is even), so it can never reach the squares of the other colour.</source>
        <translation>Aucun parcours n&apos;existe : le sauteur {a},{b} ne change jamais de couleur ({a} + {b} est pair), donc il ne peut jamais atteindre les cases de l&apos;autre couleur.</translation>
    </message>
    <message>
        <source>No tour exists: the {a},{b}-leaper cannot reach every square of {board} (Knuth 1994: on an m x n board, m &lt;= n, its moves join all the squares only when gcd(a, b) = 1, a + b is odd, m &gt;= a + b and n &gt;= 2b; here gcd = {gcd}, a + b = {sum}, m = {m}, n = {n}).</source>
        <translation>Aucun parcours n&apos;existe : le sauteur {a},{b} ne peut pas atteindre toutes les cases de {board} (Knuth 1994 : sur un échiquier m x n, m &lt;= n, ses sauts relient toutes les cases seulement si pgcd(a, b) = 1, a + b est impair, m &gt;= a + b et n &gt;= 2b ; ici pgcd = {gcd}, a + b = {sum}, m = {m}, n = {n}).</translation>
    </message>
    <message>
        <source>No tour exists: the squares fall into separate groups that no move joins.</source>
        <translation>Aucun parcours n&apos;existe : les cases forment des groupes séparés qu&apos;aucun saut ne relie.</translation>
    </message>
    <message>
        <source>No closed tour exists: {square} has fewer than two moves.</source>
        <translation>Aucun parcours fermé n&apos;existe : {square} a moins de deux sauts.</translation>
    </message>
    <message>
        <source>No closed tour exists: every move changes colour class, and the classes have {p} and {q} squares, so a circuit cannot alternate through them all.</source>
        <translation>Aucun parcours fermé n&apos;existe : chaque saut change de classe de couleur, et les classes ont {p} et {q} cases, donc un circuit ne peut pas toutes les parcourir en alternant.</translation>
    </message>
    <message>
        <source>No tour exists: every move changes colour class, and the classes have {p} and {q} squares, more than one apart.</source>
        <translation>Aucun parcours n&apos;existe : chaque saut change de classe de couleur, et les classes ont {p} et {q} cases, plus d&apos;une d&apos;écart.</translation>
    </message>
    <message>
        <source>No tour starts on {square}: every move changes colour class, the classes have {p} and {q} squares, and a tour must start in the larger one.</source>
        <translation>Aucun parcours ne part de {square} : chaque saut change de classe de couleur, les classes ont {p} et {q} cases, et un parcours doit commencer dans la plus grande.</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: a tour visits each square once, so it cannot end where it starts (a tour that ends next to its start is a closed tour).</source>
        <extracomment>from this many squares up, a full board&apos;s connectivity and colours come from its sides (a board of millions of squares is decided at once, without its move graph)</extracomment>
        <translation>Aucun parcours de {first} ne finit sur {last} : un parcours visite chaque case une fois, donc il ne peut pas finir là où il commence (un parcours qui finit à côté de son départ est un parcours fermé).</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: the board has an even number of squares and every move changes colour, so a tour&apos;s last square is the other colour from its first; {first} and {last} are the same colour.</source>
        <translation>Aucun parcours de {first} ne finit sur {last} : l&apos;échiquier a un nombre pair de cases et chaque saut change de couleur, donc la dernière case d&apos;un parcours est de l&apos;autre couleur que la première ; {first} et {last} sont de la même couleur.</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: the board has an odd number of squares and every move changes colour, so a tour starts and ends on the colour of which there is one square more, and {last} is the other colour.</source>
        <translation>Aucun parcours de {first} ne finit sur {last} : l&apos;échiquier a un nombre impair de cases et chaque saut change de couleur, donc un parcours commence et finit sur la couleur qui a une case de plus, et {last} est de l&apos;autre couleur.</translation>
    </message>
    <message>
        <source>No tour ends on {last}: on a board 4 squares wide every open tour starts and ends on one of the two outer lines, since outer squares only join inner ones and the colours must alternate too (Posa&apos;s argument).</source>
        <translation>Aucun parcours ne finit sur {last} : sur un échiquier de 4 cases de large, tout parcours ouvert commence et finit sur l&apos;une des deux lignes extérieures, car les cases extérieures ne rejoignent que des cases intérieures et les couleurs doivent aussi alterner (l&apos;argument de Pósa).</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: {last} is one move from {first}, so the tour would close into a circuit, and {why}</source>
        <translation>Aucun parcours de {first} ne finit sur {last} : {last} est à un saut de {first}, donc le parcours se refermerait en circuit, et {why}</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: {square} has a single move, so a tour must start or end there.</source>
        <translation>Aucun parcours de {first} ne finit sur {last} : {square} n&apos;a qu&apos;un seul saut, donc un parcours doit commencer ou finir là.</translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message>
        <source>a set needs at least one pupil</source>
        <translation>une série de fiches demande au moins un élève</translation>
    </message>
    <message>
        <source>no tour starts on any square of this board</source>
        <translation>aucun parcours ne part d&apos;aucune case de cet échiquier</translation>
    </message>
    <message>
        <source>no tour from {square} was found in time</source>
        <translation>aucun parcours depuis {square} n&apos;a été trouvé à temps</translation>
    </message>
</context>
</TS>
