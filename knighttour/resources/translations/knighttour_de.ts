<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>Find, watch and step through knight&apos;s tours with every classic solver, race them, tabulate them, count them exactly, or play the puzzle by hand. Click a square to start.</source>
        <extracomment>the licence the program is released under (LICENSE)</extracomment>
        <translation>Finde Springerwege mit jedem klassischen Löser, schau ihnen zu und geh sie Schritt für Schritt durch, lass die Löser gegeneinander antreten, stell sie in Tabellen gegenüber, zähle die Springerwege exakt oder löse das Rätsel von Hand. Klicke auf ein Feld, um zu beginnen.</translation>
    </message>
    <message>
        <source>Free software under the {licence} licence.</source>
        <translation>Freie Software unter der {licence}-Lizenz.</translation>
    </message>
    <message>
        <source>Running on {libraries}.</source>
        <translation>Läuft mit {libraries}.</translation>
    </message>
    <message>
        <source>The solvers compiled for this computer are kept in {folder}.</source>
        <translation>Die für diesen Computer kompilierten Löser liegen in {folder}.</translation>
    </message>
    <message>
        <source>About {title}</source>
        <translation>Über {title}</translation>
    </message>
</context>
<context>
    <name>AccessibleNames</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Weitere Werkzeuge</translation>
    </message>
</context>
<context>
    <name>AnswerArea</name>
    <message>
        <source>The answer about the board</source>
        <translation>Die Antwort zum Brett</translation>
    </message>
    <message>
        <source>Search anyway</source>
        <extracomment>why a theorem rules the tour out, in plain words, while its answer is shown</extracomment>
        <translation>Trotzdem suchen</translation>
    </message>
    <message>
        <source>Run the chosen solver all the same and watch it fail (under the step limit, or 10 million moves)</source>
        <translation>Den gewählten Löser trotzdem starten und zusehen, wie er scheitert (bis zum Zuglimit oder bis 10 Millionen Züge)</translation>
    </message>
    <message>
        <source>{answer}

Why: {why}</source>
        <translation>{answer}

Warum: {why}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{mark}: {meaning}</source>
        <translation>{mark}: {meaning}</translation>
    </message>
    <message>
        <source>On the board: {keys}.</source>
        <translation>Auf dem Brett: {keys}.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Follow the system (light or dark)</source>
        <extracomment>the board styles the View menu offers, and how each reads</extracomment>
        <translation>Wie das System (hell oder dunkel)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <extracomment>the text sizes Bigger and Smaller step through, as a share of the system&apos;s builds the window again in a new language (None: the language waits for a restart)</extracomment>
        <translation>Brett&amp;farben</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <source>The text cannot be larger on this screen: the window would not fit.</source>
        <translation>Der Text kann auf diesem Bildschirm nicht größer werden: Das Fenster würde nicht mehr passen.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The window will speak the language chosen the next time it starts.</source>
        <translation>Die gewählte Sprache gilt ab dem nächsten Start des Programms.</translation>
    </message>
</context>
<context>
    <name>BoardChangeWords</name>
    <message numerus="yes">
        <source>Removed {square}: {n} holes.</source>
        <translation>
            <numerusform>{square} entfernt: {n} Loch.</numerusform>
            <numerusform>{square} entfernt: {n} Löcher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored {square}: {n} holes.</source>
        <translation>
            <numerusform>{square} wiederhergestellt: {n} Loch.</numerusform>
            <numerusform>{square} wiederhergestellt: {n} Löcher.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardChanges</name>
    <message>
        <source>A board needs at least one square.</source>
        <translation>Ein Brett braucht mindestens ein Feld.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Click a square to find a tour from it; wheel to zoom, drag to pan, double-click to fit.  From the keyboard: Tab to the board, arrow keys, Enter; or type a square&apos;s name (c3) and Enter</source>
        <extracomment>the arrow keys and the step each takes the keyboard&apos;s square (files, ranks: up is up). The keyboard&apos;s one rule: on a board that has the focus the arrow keys always move its square; a tour is stepped with Ctrl+Left and Ctrl+Right (PlaybackBar), on the board too Enter on the keyboard&apos;s square (moved to with the arrow keys, or typed: c3 Enter) report a click only when no second click follows (see the class docstring)</extracomment>
        <translation>Klicke auf ein Feld, um einen Springerweg ab dort zu finden; Mausrad zum Zoomen, Ziehen zum Verschieben, Doppelklick zum Einpassen.  Mit der Tastatur: Tab bis zum Brett, Pfeiltasten, Enter; oder den Namen eines Feldes tippen (c3) und Enter</translation>
    </message>
    <message>
        <source>{typed}: {why}</source>
        <translation>{typed}: {why}</translation>
    </message>
</context>
<context>
    <name>ControlsForm</name>
    <message>
        <source>a number of layers</source>
        <extracomment>the colour of a choice that could not be read why no run may start now (a field that cannot be read), or &quot;&quot; once every field is good the fields that cannot be read now, each with why</extracomment>
        <translation>die Anzahl der Ebenen</translation>
    </message>
    <message>
        <source>Layers: more than 1 stacks boards into a 3D board, drawn side by side; the knight moves (1, 2, 0) along any axes</source>
        <translation>Ebenen: Mehr als 1 stapelt Bretter zu einem 3D-Brett, nebeneinander gezeichnet; der Springer zieht (1, 2, 0) entlang beliebiger Achsen</translation>
    </message>
    <message>
        <source>Rows of the board (ranks, numbered 1, 2, 3… from the bottom)</source>
        <translation>Reihen des Bretts (von unten mit 1, 2, 3 … nummeriert)</translation>
    </message>
    <message>
        <source>a number of rows</source>
        <translation>die Anzahl der Reihen</translation>
    </message>
    <message>
        <source>Columns of the board (files, lettered a, b, c… from the left)</source>
        <translation>Spalten des Bretts (Linien, von links mit a, b, c … bezeichnet)</translation>
    </message>
    <message>
        <source>a number of columns</source>
        <translation>die Anzahl der Spalten</translation>
    </message>
    <message>
        <source>Closed tour (return to the start)</source>
        <translation>Geschlossen (zurück zum Start)</translation>
    </message>
    <message>
        <source>Ask for a tour whose last square is a knight&apos;s move from the first</source>
        <translation>Einen Springerweg verlangen, dessen letztes Feld einen Springerzug vom ersten entfernt ist</translation>
    </message>
    <message>
        <source>any square</source>
        <translation>beliebiges Feld</translation>
    </message>
    <message>
        <source>An open tour that ends on this square: type its name, such as h8 (exact solvers only); leave it empty for a tour that ends anywhere</source>
        <translation>Ein offener Springerweg, der auf diesem Feld endet: Tippe seinen Namen, etwa h8 (nur exakte Löser); lass es leer für einen Springerweg, der irgendwo enden darf</translation>
    </message>
    <message>
        <source>Ends on</source>
        <translation>Endet auf</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after the board is given a half turn (180°) or a quarter turn (90°, square boards); the theorem says so when none can exist</source>
        <translation>Ein geschlossener Springerweg, der gleich aussieht, nachdem das Brett eine halbe Drehung (180°) oder eine Vierteldrehung (90°, quadratische Bretter) gemacht hat; das Theorem sagt es, wenn es keinen geben kann</translation>
    </message>
    <message>
        <source>The order in which order-dependent solvers try the eight jumps, as file,rank steps; type your own order to try it</source>
        <translation>Die Reihenfolge, in der reihenfolgeabhängige Löser die acht Sprünge probieren, als Schritte Linie,Reihe; tippe eine eigene Reihenfolge, um sie auszuprobieren</translation>
    </message>
    <message>
        <source>The piece: a leaper jumps a squares one way and b the other; type a,b for any other, such as 2,5</source>
        <translation>Die Figur: Eine Sprungfigur springt a Felder in die eine Richtung und b in die andere; tippe a,b für jede andere, etwa 2,5</translation>
    </message>
    <message>
        <source>cylinder joins the left and right edges; torus joins both pairs</source>
        <translation>Zylinder verbindet den linken und rechten Rand; Torus verbindet beide Paare</translation>
    </message>
    <message>
        <source>Edit holes</source>
        <translation>Löcher bearbeiten</translation>
    </message>
    <message>
        <source>While on, clicking a square removes it from the board or puts it back</source>
        <translation>Solange aktiv, entfernt ein Klick auf ein Feld dieses vom Brett oder setzt es zurück</translation>
    </message>
    <message>
        <source>Give up after this many moves</source>
        <translation>Nach so vielen Zügen aufgeben</translation>
    </message>
    <message>
        <source>Watch the search: at 1, 4 or 60 moves a second every move and every move taken back is drawn; Off runs flat out and shows the result</source>
        <translation>Der Suche zuschauen: Bei 1, 4 oder 60 Zügen pro Sekunde wird jeder Zug und jede Rücknahme gezeichnet; Aus läuft mit Vollgas und zeigt das Ergebnis</translation>
    </message>
    <message>
        <source>More about it</source>
        <extracomment>the solver in one plain sentence; &quot;More about it&quot; opens the details and sources</extracomment>
        <translation>Mehr dazu</translation>
    </message>
    <message>
        <source>How the solver works, and where it comes from</source>
        <translation>Wie der Löser arbeitet und woher er stammt</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Reihen:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>S&amp;palten:</translation>
    </message>
    <message>
        <source>S&amp;olver:</source>
        <translation>&amp;Löser:</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Weitere Optionen</translation>
    </message>
    <message>
        <source>Layers, other leapers, wrapping, holes, the jump order, a step limit and the watch speed</source>
        <translation>Ebenen, andere Sprungfiguren, verbundene Ränder, Löcher, Sprungfolge, Zuglimit und Zuschau-Tempo</translation>
    </message>
    <message>
        <source>&amp;Watch:</source>
        <translation>&amp;Zuschauen:</translation>
    </message>
    <message>
        <source>Give up after:</source>
        <translation>Zuglimit:</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>S&amp;ymmetrie:</translation>
    </message>
    <message>
        <source>E&amp;nds on:</source>
        <translation>&amp;Endet auf:</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>Ebe&amp;nen:</translation>
    </message>
    <message>
        <source>P&amp;iece:</source>
        <translation>F&amp;igur:</translation>
    </message>
    <message>
        <source>Ed&amp;ges joined:</source>
        <translation>R&amp;änder:</translation>
    </message>
    <message>
        <source>&amp;Jump order:</source>
        <translation>Sprungf&amp;olge:</translation>
    </message>
</context>
<context>
    <name>CountForm</name>
    <message>
        <source>Count &amp;closed tours</source>
        <extracomment>the question a count estimated long or large waits on (kind, start, per square) the board, the kind and the start square of the count running or last run the question open now (a count estimated long or large), or None the time left of the count running, and when it began</extracomment>
        <translation>&amp;Geschlossene Wege zählen</translation>
    </message>
    <message>
        <source>Each closed tour once, whatever its start and direction</source>
        <translation>Jeden geschlossenen Springerweg einmal, egal wo er beginnt und in welche Richtung er läuft</translation>
    </message>
    <message>
        <source>Count &amp;open tours</source>
        <translation>&amp;Offene Wege zählen</translation>
    </message>
    <message>
        <source>Open tours counted with their direction, from every square (tick a count for each square to see each square&apos;s count)</source>
        <translation>Offene Springerwege, mit ihrer Richtung gezählt, ab jedem Feld (setze das Häkchen bei „eine Zahl je Feld“, um die Zahl jedes Feldes zu sehen)</translation>
    </message>
    <message>
        <source>a1 (optional)</source>
        <translation>a1 (oder leer)</translation>
    </message>
    <message>
        <source>Count only the open tours from this square</source>
        <translation>Nur die offenen Springerwege zählen, die auf diesem Feld beginnen</translation>
    </message>
    <message>
        <source>Count open tours from this square</source>
        <translation>Offene Springerwege ab diesem Feld zählen</translation>
    </message>
    <message>
        <source>a count for each square</source>
        <translation>eine Zahl je Feld</translation>
    </message>
    <message>
        <source>Open tours only: also count the open tours from each square and draw the counts on the board (not with a start square given, nor for closed tours)</source>
        <translation>Nur offene Springerwege: zählt zusätzlich die offenen Springerwege ab jedem Feld und schreibt die Zahlen aufs Brett (nicht, wenn ein Startfeld angegeben ist, und nicht für geschlossene Springerwege)</translation>
    </message>
    <message>
        <source>empty: this computer</source>
        <translation>leer: dieser PC</translation>
    </message>
    <message>
        <source>Leave empty to count on this computer. For experts: a Dask cluster&apos;s scheduler address (tcp://host:8786), or local:N for N worker processes here (needs knighttour[cluster]).</source>
        <translation>Leer lassen, um auf diesem Computer zu zählen. Für Fachleute: die Scheduler-Adresse eines Dask-Clusters (tcp://host:8786) oder local:N für N Arbeitsprozesse hier (braucht knighttour[cluster]).</translation>
    </message>
    <message>
        <source>Cluster address</source>
        <translation>Cluster-Adresse</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>E&amp;xport counts (CSV)…</source>
        <translation>E&amp;xportieren (CSV)…</translation>
    </message>
    <message>
        <source>Each square&apos;s number of open tours, exactly, as a CSV file</source>
        <translation>Die Zahl der offenen Springerwege jedes Feldes, exakt, als CSV-Datei</translation>
    </message>
    <message>
        <source>Forget saved counts</source>
        <translation>Zwischenstände löschen</translation>
    </message>
    <message>
        <source>A stopped count keeps its finished squares on disk and goes on from them when counted again; this removes them</source>
        <translation>Eine gestoppte Zählung behält ihre fertigen Felder als Zwischenstand auf der Festplatte und macht dort weiter, wenn erneut gezählt wird; dies löscht sie</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Weitere Optionen</translation>
    </message>
    <message>
        <source>Counting on a cluster of computers, and saved counts</source>
        <translation>Zählen auf einem Verbund von Computern (Cluster) und gespeicherte Zwischenstände</translation>
    </message>
    <message>
        <source>The count&apos;s progress</source>
        <translation>Fortschritt der Zählung</translation>
    </message>
    <message>
        <source>Count the tours of the board set in the Explore tab.</source>
        <translation>Zähle die Springerwege auf dem Brett, das im Reiter Erkunden eingestellt ist.</translation>
    </message>
    <message>
        <source>The count&apos;s answer</source>
        <translation>Die Antwort der Zählung</translation>
    </message>
    <message>
        <source>fro&amp;m</source>
        <translation>ab &amp;Feld</translation>
    </message>
    <message>
        <source>Count on a &amp;Dask cluster:</source>
        <translation>Das&amp;k-Cluster:</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <extracomment>the experts&apos; choices, shown by More options</extracomment>
        <translation>noch nicht gezählt</translation>
    </message>
    <message>
        <source>Count the tours of {board}.</source>
        <translation>Zähle die Springerwege auf {board}.</translation>
    </message>
    <message>
        <source>the closed tours of {board}</source>
        <translation>die geschlossenen Springerwege auf {board}</translation>
    </message>
    <message>
        <source>the open tours from {square} of {board}</source>
        <translation>die offenen Springerwege ab {square} auf {board}</translation>
    </message>
    <message>
        <source>the open tours of {board}</source>
        <translation>die offenen Springerwege auf {board}</translation>
    </message>
</context>
<context>
    <name>CountMap</name>
    <message numerus="yes">
        <source>{square}: {n} open tours</source>
        <translation>
            <numerusform>{square}: {n} offener Springerweg</numerusform>
            <numerusform>{square}: {n} offene Springerwege</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountPanel</name>
    <message>
        <source>by following every tour one by one</source>
        <extracomment>how each way of counting reads in the answer</extracomment>
        <translation>durch Ablaufen jedes einzelnen Springerwegs</translation>
    </message>
    <message>
        <source>square by square, without following each tour (the frontier method)</source>
        <translation>Feld für Feld, ohne jeden Springerweg abzulaufen (die Frontier-Methode)</translation>
    </message>
    <message>
        <source>Not counted: {why}.</source>
        <translation>Nicht gezählt: {why}.</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nicht gezählt</translation>
    </message>
    <message>
        <source>Counting {what}</source>
        <translation>Es werden {what} gezählt</translation>
    </message>
    <message>
        <source>{counting} (connecting to {address})…</source>
        <translation>{counting} (Verbindung mit {address})…</translation>
    </message>
    <message>
        <source>{counting}…</source>
        <translation>{counting}…</translation>
    </message>
    <message>
        <source>Counting {what} may take about {time} and about {memory} of memory (a rough estimate: more often too high than too low).

The window stays usable while it counts, and Stop ends the count at any time. Count now?</source>
        <translation>Es kann etwa {time} dauern und etwa {memory} Speicher brauchen, {what} zu zählen (eine grobe Schätzung: eher zu hoch als zu niedrig).

Das Fenster bleibt während des Zählens benutzbar, und Stopp beendet die Zählung jederzeit. Jetzt zählen?</translation>
    </message>
    <message>
        <source>Count tours</source>
        <translation>Springerwege zählen</translation>
    </message>
    <message>
        <source>&amp;Count</source>
        <translation>&amp;Zählen</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>{counting}: waiting for your answer.</source>
        <translation>{counting}: Warten auf deine Antwort.</translation>
    </message>
    <message>
        <source>not begun</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>Not counted: you chose not to begin.</source>
        <translation>Nicht gezählt: Du hast entschieden, nicht zu beginnen.</translation>
    </message>
    <message>
        <source>{counting}, going on from square {n} (saved when it was stopped)</source>
        <translation>{counting}, weiter ab Feld {n} (beim Stoppen gespeichert)</translation>
    </message>
    <message>
        <source>{share} of the work done</source>
        <translation>{share} der Arbeit erledigt</translation>
    </message>
    <message>
        <source>{shown}, about {time} left</source>
        <translation>{shown}, noch etwa {time}</translation>
    </message>
    <message>
        <source>square {k} of {n}</source>
        <translation>Feld {k} von {n}</translation>
    </message>
    <message>
        <source>count {run} of {runs}, square {k} of {n}</source>
        <translation>Zählung {run} von {runs}, Feld {k} von {n}</translation>
    </message>
    <message>
        <source>, {memory} of memory</source>
        <translation>, {memory} Speicher</translation>
    </message>
    <message>
        <source>{place}: {states} partial tours held (the frontier&apos;s live states){memory}. The share done is estimated from how the count&apos;s work grows and shrinks across the board.</source>
        <translation>{place}: {states} Teilwege im Speicher (die aktiven Zustände der Front){memory}. Der erledigte Anteil wird daraus geschätzt, wie die Arbeit der Zählung über das Brett hinweg wächst und schrumpft.</translation>
    </message>
    <message numerus="yes">
        <source>{n} tours found so far</source>
        <translation>
            <numerusform>{n} Springerweg bisher gefunden</numerusform>
            <numerusform>{n} Springerwege bisher gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>following every tour: {done} of {total} start squares, {tally}</source>
        <translation>jeder Springerweg wird abgelaufen: {done} von {total} Startfeldern, {tally}</translation>
    </message>
    <message>
        <source>{counting}, following every tour: {tally}…</source>
        <translation>{counting}, jeder Springerweg wird abgelaufen: {tally}…</translation>
    </message>
    <message>
        <source>{counting} {where}…</source>
        <translation>{counting}, {where}…</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>{n} GiB</source>
        <translation>{n} GiB</translation>
    </message>
    <message>
        <source>{n} MiB</source>
        <translation>{n} MiB</translation>
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
        <translation>Vor dem Ende gestoppt: kein Ergebnis.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; closed tours on {board} (each loop once, whatever its start and direction), {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; geschlossene Springerwege auf {board} (jeder Rundgang einmal, egal wo er beginnt und in welche Richtung er läuft), {how}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; open tours from {square} on {board}, {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; offene Springerwege ab {square} auf {board}, {how}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; open tours on {board} (a tour and the same tour backwards count as two), {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; offene Springerwege auf {board} (ein Springerweg und derselbe rückwärts zählen als zwei), {how}.</translation>
    </message>
    <message>
        <source>by a theorem</source>
        <translation>durch ein Theorem</translation>
    </message>
    <message>
        <source>{method}, in {time}</source>
        <translation>{method}, in {time}</translation>
    </message>
    <message>
        <source>The squares finished so far ({k} of {n}) are kept on disk ({size} in {folder}): count again to go on from there, or More options &gt; Forget saved counts to free the space.</source>
        <translation>Die bisher fertigen Felder ({k} von {n}) sind auf der Festplatte gespeichert ({size} in {folder}): Zähle erneut, um dort weiterzumachen, oder wähle Weitere Optionen &gt; Zwischenstände löschen, um den Platz freizugeben.</translation>
    </message>
    <message>
        <source>Forgetting the saved counts…</source>
        <translation>Zwischenstände werden gelöscht…</translation>
    </message>
    <message>
        <source>Forgot the saved counts ({size} freed).</source>
        <translation>Zwischenstände gelöscht ({size} freigegeben).</translation>
    </message>
    <message>
        <source>Export counts</source>
        <translation>Zahlen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
    <message>
        <source>Not counted: {why}</source>
        <translation>Nicht gezählt: {why}</translation>
    </message>
</context>
<context>
    <name>CountWorker</name>
    <message>
        <source>on the Dask cluster at {address}</source>
        <extracomment>a count estimated to take longer than this (seconds) or more memory (bytes) asks first steps done, steps, live states, bytes, and the share of the estimated work done a long or large count, not begun: its estimated seconds and bytes (ask, then count again with confirmed) a count estimated past ASK_SECONDS or ASK_BYTES goes ahead only once confirmed</extracomment>
        <translation>auf dem Dask-Cluster unter {address}</translation>
    </message>
    <message>
        <source>{where} (dashboard {link})</source>
        <translation>{where} (Dashboard {link})</translation>
    </message>
</context>
<context>
    <name>CounterWords</name>
    <message numerus="yes">
        <source>{rate} moves a second</source>
        <translation>
            <numerusform>{rate} Zug pro Sekunde</numerusform>
            <numerusform>{rate} Züge pro Sekunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watched for {seconds} s, {pace} moves a second shown</source>
        <translation>
            <numerusform>Zugeschaut: {seconds} s, {pace} Zug pro Sekunde gezeigt</numerusform>
            <numerusform>Zugeschaut: {seconds} s, {pace} Züge pro Sekunde gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Path: {n} of {squares} squares (longest so far {deepest})</source>
        <translation>
            <numerusform>Pfad: {n} von {squares} Feldern (bisher längster {deepest})</numerusform>
            <numerusform>Pfad: {n} von {squares} Feldern (bisher längster {deepest})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePanel</name>
    <message>
        <source>{back} and {forward} step through the tour.</source>
        <extracomment>the width of the panel of choices beside the board (the window fits 800 pixels wide) its width in presentation mode: the board takes over 80% of an 800x600 screen&apos;s height the form&apos;s height and the counters&apos; shared out (More options open or not)</extracomment>
        <translation>{back} und {forward} gehen Schritt für Schritt durch den Springerweg.</translation>
    </message>
    <message>
        <source>a square, e.g. c3</source>
        <extracomment>the answer about the board, in full where the eye is: under the board what a search anyway hid (why, the answer, the start), to show again when it ends True while the answer shown is a theorem&apos;s (Search anyway may be offered)</extracomment>
        <translation>ein Feld, z. B. c3</translation>
    </message>
    <message>
        <source>The square to solve from: type its name, or click it on the board; Enter or Solve starts</source>
        <translation>Das Startfeld: Tippe seinen Namen oder klicke es auf dem Brett an; Enter oder Lösen startet</translation>
    </message>
    <message>
        <source>Start square</source>
        <translation>Startfeld</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Find a tour from the chosen square (Enter)</source>
        <translation>Einen Springerweg ab dem gewählten Feld finden (Enter)</translation>
    </message>
    <message>
        <source>The run&apos;s choices</source>
        <translation>Die Einstellungen der Suche</translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation>Start&amp;feld:</translation>
    </message>
    <message>
        <source>{square} chosen: press Enter or Solve to replace what is on the board with a run from there.</source>
        <translation>{square} gewählt: Drücke Enter oder Lösen, um das, was auf dem Brett ist, durch einen Lauf ab diesem Feld zu ersetzen.</translation>
    </message>
    <message numerus="yes">
        <source>Searching anyway, {n} moves a second: More options &gt; Watch sets the pace.</source>
        <translation>
            <numerusform>Suche trotzdem, {n} Zug pro Sekunde: Weitere Optionen &gt; Zuschauen bestimmt das Tempo.</numerusform>
            <numerusform>Suche trotzdem, {n} Züge pro Sekunde: Weitere Optionen &gt; Zuschauen bestimmt das Tempo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a square to solve from (or click one on the board).</source>
        <translation>Nenne ein Startfeld (oder klicke eines auf dem Brett an).</translation>
    </message>
    <message>
        <source>Not solving: {why}</source>
        <translation>Keine Suche: {why}</translation>
    </message>
    <message>
        <source>Not solving: a field cannot be read.</source>
        <translation>Keine Suche: Ein Eingabefeld ist nicht lesbar.</translation>
    </message>
    <message>
        <source>Next solution needs a tour from an exact solver.</source>
        <translation>Nächste Lösung braucht einen Springerweg von einem exakten Löser.</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>Gehe zu Zug</translation>
    </message>
    <message>
        <source>Move (1 to {n}):</source>
        <translation>Zug (1 bis {n}):</translation>
    </message>
</context>
<context>
    <name>ExploreShown</name>
    <message>
        <source>Search anyway lets you watch a search try every path and fail.</source>
        <extracomment>the ring on the start square of a run that ended with no path to show the ring on the square an open tour is asked to end on the ring on the squares a theorem&apos;s explanation labels (their colour, their line) where the focus was when a watched run took it (given back at the run&apos;s end)</extracomment>
        <translation>Mit Trotzdem suchen kannst du zuschauen, wie eine Suche jeden Pfad probiert und scheitert.</translation>
    </message>
</context>
<context>
    <name>FileNames</name>
    <message>
        <source>tour</source>
        <translation>springerweg</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>arbeitsblatt</translation>
    </message>
    <message>
        <source>worksheets</source>
        <translation>arbeitsblätter</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>anzahlen</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>vergleich</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Could not write {file}: {why}</source>
        <translation>{file} konnte nicht geschrieben werden: {why}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Partien (*.json)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Games (*.json);;All files (*)</source>
        <translation>Partien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>GameSaving</name>
    <message numerus="yes">
        <source>{n} squares visited</source>
        <extracomment>the file the game was opened from or last saved to (&quot;&quot; while it has none)</extracomment>
        <translation>
            <numerusform>{n} Feld besucht</numerusform>
            <numerusform>{n} Felder besucht</numerusform>
        </translation>
    </message>
    <message>
        <source>The game on the board ({visited}) is not saved. Save it before you {doing}?</source>
        <translation>Die Partie auf dem Brett ({visited}) ist nicht gespeichert. Möchtest du sie speichern, bevor du {doing}?</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
    <message>
        <source>open another game</source>
        <translation>eine andere Partie öffnest</translation>
    </message>
    <message numerus="yes">
        <source>Your game from last time, on {board}: {n} squares.</source>
        <translation>
            <numerusform>Deine Partie vom letzten Mal, auf {board}: {n} Feld.</numerusform>
            <numerusform>Deine Partie vom letzten Mal, auf {board}: {n} Felder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continuing the game from {file} on {board}.</source>
        <translation>Die Partie aus {file} auf {board} geht weiter.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Row (rank)</source>
        <extracomment>the words a newcomer meets, each in a sentence: the plain sentence first</extracomment>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>A line of squares across the board, numbered from 1 at the bottom; chess players call it a rank.</source>
        <translation>Eine waagrechte Folge von Feldern quer über das Brett, von unten ab 1 nummeriert; auch im Schach heißt sie Reihe.</translation>
    </message>
    <message>
        <source>Column (file)</source>
        <translation>Spalte (Linie)</translation>
    </message>
    <message>
        <source>A line of squares up the board, lettered from a on the left (after z: aa, ab, …); chess players call it a file.</source>
        <translation>Eine senkrechte Folge von Feldern, von links ab a mit Buchstaben bezeichnet (nach z: aa, ab, …); Schachspieler nennen sie Linie.</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Springerweg</translation>
    </message>
    <message>
        <source>A path of knight&apos;s moves that visits every square of the board exactly once.</source>
        <translation>Ein Weg aus Springerzügen, der jedes Feld des Bretts genau einmal besucht.</translation>
    </message>
    <message>
        <source>Closed tour</source>
        <translation>Geschlossener Springerweg</translation>
    </message>
    <message>
        <source>A tour whose last square is a knight&apos;s move from its first, so the knight could jump back to the start and go round again.</source>
        <translation>Ein Springerweg, dessen letztes Feld einen Springerzug von seinem ersten entfernt liegt, sodass der Springer zum Start zurückspringen und eine neue Runde beginnen könnte.</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Offener Springerweg</translation>
    </message>
    <message>
        <source>Any tour; it need not end a knight&apos;s move from its start.</source>
        <translation>Jeder beliebige Springerweg; er muss nicht einen Springerzug von seinem Start entfernt enden.</translation>
    </message>
    <message>
        <source>Move tried</source>
        <translation>Versuchter Zug</translation>
    </message>
    <message>
        <source>One move a search makes: the knight enters a square (a step).</source>
        <translation>Ein Zug, den eine Suche macht: Der Springer betritt ein Feld (ein Schritt).</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Zurückgenommen</translation>
    </message>
    <message>
        <source>A move taken back: at a dead end, a search returns to the last square where it had another choice and tries that (backtracking).</source>
        <translation>Ein zurückgenommener Zug: In einer Sackgasse kehrt die Suche zum letzten Feld zurück, an dem sie noch eine andere Wahl hatte, und probiert diese (Backtracking).</translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation>Längster Pfad</translation>
    </message>
    <message>
        <source>The most squares a search&apos;s path has covered at once so far: 64 of 64 on 8x8 means it reached a full tour.</source>
        <translation>Die meisten Felder, die der Pfad einer Suche bisher auf einmal abgedeckt hat: 64 von 64 auf 8x8 heißt, dass sie einen vollständigen Springerweg erreicht hat.</translation>
    </message>
    <message>
        <source>Give up after</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <source>A limit on the moves a search may try; when it is reached the search gives up without knowing whether a tour exists.</source>
        <translation>Eine Grenze für die Züge, die eine Suche versuchen darf; ist sie erreicht, gibt die Suche auf, ohne zu wissen, ob es einen Springerweg gibt.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule</source>
        <translation>Warnsdorff-Regel</translation>
    </message>
    <message>
        <source>Always move to the square from which the knight would have the fewest onward moves (H. C. von Warnsdorf, 1823): simple, and usually right.</source>
        <translation>Zieh immer auf das Feld, von dem aus der Springer die wenigsten weiteren Züge hätte (H. C. von Warnsdorf, 1823): einfach und meistens richtig.</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Entscheid bei Gleichstand</translation>
    </message>
    <message>
        <source>What a rule does when several squares are equally good.</source>
        <translation>Was eine Regel tut, wenn mehrere Felder gleich gut sind.</translation>
    </message>
    <message>
        <source>Exact solver</source>
        <translation>Exakter Löser</translation>
    </message>
    <message>
        <source>One that, given time, either finds a tour or proves there is none.</source>
        <translation>Ein Löser, der mit genug Zeit entweder einen Springerweg findet oder beweist, dass es keinen gibt.</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>Heuristik</translation>
    </message>
    <message>
        <source>A rule of thumb: quick, but it may get stuck where a tour exists.</source>
        <translation>Eine Faustregel: schnell, aber sie kann steckenbleiben, obwohl es einen Springerweg gibt.</translation>
    </message>
    <message>
        <source>Piece (leaper)</source>
        <translation>Figur (Sprungfigur)</translation>
    </message>
    <message>
        <source>A piece that jumps a fixed distance, a one way and b the other: the knight is the (1,2) leaper, the zebra the (2,3).</source>
        <translation>Eine Figur, die eine feste Strecke springt, a Felder in die eine Richtung und b in die andere: Der Springer ist die (1,2)-Sprungfigur, das Zebra die (2,3)-Sprungfigur.</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Torus</translation>
    </message>
    <message>
        <source>A board whose opposite edges are joined, left to right and top to bottom, so a knight leaving one edge comes back on the other.</source>
        <translation>Ein Brett, dessen gegenüberliegende Ränder verbunden sind, links mit rechts und oben mit unten, sodass ein Springer, der an einem Rand hinausspringt, am anderen wieder hereinkommt.</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>A board whose left and right edges are joined.</source>
        <translation>Ein Brett, dessen linker und rechter Rand verbunden sind.</translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation>Theorem (Satz)</translation>
    </message>
    <message>
        <source>A statement that has been proved true for every board of a kind: the program quotes one when it says at once that no tour can exist.</source>
        <translation>Eine Aussage, die für jedes Brett einer bestimmten Art bewiesen ist: Das Programm zitiert eine, wenn es sofort sagt, dass kein Springerweg existieren kann.</translation>
    </message>
    <message>
        <source>Hamiltonian path</source>
        <translation>Hamiltonpfad</translation>
    </message>
    <message>
        <source>Another name for an open tour: a way through a network (here, squares joined by knight&apos;s moves) that visits every point exactly once; mathematicians name it after W. R. Hamilton.</source>
        <translation>Ein anderer Name für einen offenen Springerweg: ein Weg durch ein Netz (hier Felder, verbunden durch Springerzüge), der jeden Punkt genau einmal besucht; Mathematiker benennen ihn nach W. R. Hamilton.</translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed</source>
        <translation>Eigene Zeit und Geschwindigkeit der Suche</translation>
    </message>
    <message>
        <source>The time the search itself worked, and its moves a second, leaving out the time spent drawing and the pace of watching.</source>
        <translation>Die Zeit, in der die Suche selbst gearbeitet hat, und ihre Züge pro Sekunde, ohne die Zeit fürs Zeichnen und ohne das Tempo beim Zuschauen.</translation>
    </message>
    <message>
        <source>ms, µs</source>
        <translation>ms, µs</translation>
    </message>
    <message>
        <source>A millisecond (ms) is a thousandth of a second; a microsecond (µs) a millionth.</source>
        <translation>Eine Millisekunde (ms) ist eine tausendstel Sekunde, eine Mikrosekunde (µs) eine millionstel.</translation>
    </message>
    <message>
        <source>Live states</source>
        <translation>Aktive Zustände</translation>
    </message>
    <message>
        <source>What a count keeps between squares: each different way the part of the board done so far can still join up with the rest, with how many tours share it. The fewer, the faster; 8x8 needs up to 245 million.</source>
        <translation>Was eine Zählung von Feld zu Feld behält: jede unterschiedliche Art, wie sich der bisher erledigte Teil des Bretts noch mit dem Rest verbinden kann, zusammen mit der Zahl der Springerwege, die sie teilen. Je weniger, desto schneller; 8x8 braucht bis zu 245 Millionen.</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>{solver}: the colour of each start square says how many moves the search tried from it (each shade ten times more); a cross marks a run that found no tour (it gave up at its move limit or a dead end, or proved there is none), grey hatching a run you stopped</source>
        <extracomment>one colour per solver in the chart and the race a start not run (yet) a run the user stopped: grey, hatched (not a failure of the solver) the cross of a start from which no tour was found a board with more squares than this draws a start without a tour in red (its cells are too small for a cross) a painted text that wraps onto as many lines as its width needs (words whole) status codes kept per square: not run, found, no tour found, stopped the heat colours as 32-bit pixels, 256 shades from pale to dark</extracomment>
        <translation>{solver}: Die Farbe jedes Startfeldes zeigt, wie viele Züge die Suche von dort aus versucht hat (jede Stufe zehnmal mehr); ein Kreuz markiert einen Lauf ohne Springerweg (aufgegeben am Zuglimit oder in einer Sackgasse, oder bewiesen, dass es keinen gibt), graue Schraffur einen Lauf, den du gestoppt hast</translation>
    </message>
</context>
<context>
    <name>HeatmapLegend</name>
    <message>
        <source>moves tried: 1 to {top}</source>
        <translation>versuchte Züge: 1 bis {top}</translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation>kein Springerweg (aufgegeben)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht gelaufen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Solve from the chosen square (in the Start field)</source>
        <extracomment>(command, where) of the keys no action carries: Enter in the Start field, Tab and Shift+Tab, the arrow keys, Enter on the board, a square&apos;s name then Enter</extracomment>
        <translation>Vom gewählten Feld aus lösen (im Eingabefeld Startfeld)</translation>
    </message>
    <message>
        <source>Explore tab</source>
        <translation>Reiter Erkunden</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Erkunden&lt;/b&gt;: Wähle rechts ein Brett und einen Löser und klicke dann auf ein
Feld des Bretts: Der Springerweg ab dort erscheint, oder die Suche läuft live. Geh mit der
Wiedergabeleiste Schritt für Schritt durch einen Springerweg ({keys});
zoome mit dem Mausrad, ziehe zum Verschieben, doppelklicke zum Einpassen. Mit der Tastatur:
Tab bis zum Brett, bewege den Cursor mit den Pfeiltasten und drücke Enter, oder tippe den
Namen eines Feldes (c3) und Enter.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Die Regel der Tastatur&lt;/b&gt;: Auf einem Brett, das die Tastatur hat, bewegen die Pfeiltasten immer seinen Cursor; {back} und {forward} gehen Schritt für Schritt durch den Springerweg, auch auf dem Brett.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Rennen&lt;/b&gt;: Hake 2 bis 6 Löser an, nenne ein Startfeld und starte sie gemeinsam auf dem
Brett des Reiters Erkunden. Vollgas ist ein Rennen um Geschwindigkeit; ein Rennen im Takt bewegt jeden
Löser im gleichen Tempo, zeichnet jeden Zug und jede Rücknahme und ordnet die Löser live nach Zügen: ein Rennen,
dem eine Klasse zuschauen kann. Einfaches Backtracking (Zurücksetzen) kann Tausende Züge brauchen: Wähle
ein schnelleres Tempo oder Alle stoppen.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Tabelle&lt;/b&gt;: Lass die angehakten Löser von jedem Startfeld aus laufen: eine sortierbare Tabelle,
eine Zusammenfassung, Heatmaps und ein Diagramm der versuchten Züge; exportiere sie als CSV oder JSON.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Spielen&lt;/b&gt;: Klicke auf ein Feld, um den Springer daraufzusetzen, dann dorthin, wohin er zieht (oder nutze
den Cursor des Bretts und Enter). Erlaubte Züge sind eingekreist; du wirst gewarnt, sobald die Stellung
nicht mehr vollendet werden kann. Rückgängig, Tipps und „Mach es für mich fertig“ helfen; Neue Partie nimmt
das Brett des Reiters Erkunden.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Zählen&lt;/b&gt;: wie viele Springerwege das Brett des Reiters Erkunden hat: geschlossene (jeder einmal),
offene (jede Richtung) ab jedem Feld oder ab dem angegebenen Feld, mit einer Tabelle der Zahlen
je Startfeld. Exakt bei jeder Größe, für Bretter bis 9 Felder Breite; Stopp hält sofort an.
Eine gestoppte Zählung behält ihre fertigen Felder und macht beim nächsten Mal dort weiter.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Ansicht&lt;/b&gt;: Präsentationsmodus (F11) für einen Beamer, größerer oder kleinerer Text, die Farben
des Bretts (hell, dunkel, hoher Kontrast) und die Sprache.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>On a board that has the keyboard, the arrow keys always move its square; {back} and {forward} step through the tour, on the board too.</source>
        <translation>Auf einem Brett, das die Tastatur hat, bewegen die Pfeiltasten immer seinen Cursor; {back} und {forward} gehen Schritt für Schritt durch den Springerweg, auch auf dem Brett.</translation>
    </message>
    <message>
        <source>How to use</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>{tab} tab</source>
        <translation>Reiter {tab}</translation>
    </message>
    <message>
        <source>Go to the next or the previous control</source>
        <translation>Zum nächsten oder vorigen Bedienelement gehen</translation>
    </message>
    <message>
        <source>Move the board&apos;s square (whenever the board has the keyboard)</source>
        <translation>Den Cursor auf dem Brett bewegen (wann immer das Brett die Tastatur hat)</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Das Brett</translation>
    </message>
    <message>
        <source>Explore: solve from the board&apos;s square; Play: move the knight there</source>
        <translation>Erkunden: vom Cursorfeld aus lösen; Spielen: den Springer dorthin ziehen</translation>
    </message>
    <message>
        <source>Type a square&apos;s name, then Enter: go there and act on it</source>
        <translation>Den Namen eines Feldes tippen, dann Enter: dorthin gehen und es auswählen</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>{keys}: {command} ({where})</source>
        <translation>{keys}: {command} ({where})</translation>
    </message>
</context>
<context>
    <name>KnightTourApp</name>
    <message>
        <source>Explore</source>
        <translation>Erkunden</translation>
    </message>
    <message>
        <source>Click a square and see a tour; watch the search</source>
        <translation>Klicke auf ein Feld und sieh einen Springerweg; schau der Suche zu</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Rennen</translation>
    </message>
    <message>
        <source>Run 2 to 6 solvers at once from one square</source>
        <translation>2 bis 6 Löser gleichzeitig von einem Feld aus laufen lassen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Run solvers from every start square and compare</source>
        <translation>Löser von jedem Startfeld aus laufen lassen und vergleichen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play the puzzle by hand, with undo, hints and an honest warning</source>
        <translation>Das Rätsel von Hand lösen, mit Rückgängig, Tipps und einer ehrlichen Warnung</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Zählen</translation>
    </message>
    <message>
        <source>How many tours? Closed, open, or open from each square</source>
        <translation>Wie viele Springerwege? Geschlossene, offene oder offene ab jedem Feld</translation>
    </message>
    <message>
        <source>Go to the {tab} tab</source>
        <translation>Zum Reiter {tab} wechseln</translation>
    </message>
    <message>
        <source>Tabs</source>
        <translation>Registerkarten</translation>
    </message>
    <message>
        <source>Show &amp;Warnsdorff&apos;s numbers</source>
        <extracomment>Warnsdorff&apos;s idea on the boards: the onward moves of each next square</extracomment>
        <translation>&amp;Warnsdorff-Zahlen zeigen</translation>
    </message>
    <message>
        <source>On the Explore board and a paced race&apos;s lanes: each square the knight could go to next, with its number of onward moves (Warnsdorff&apos;s rule takes the smallest, in green)</source>
        <translation>Auf dem Brett von Erkunden und den Bahnen eines Rennens im Takt: jedes Feld, auf das der Springer als Nächstes ziehen könnte, mit seiner Zahl weiterer Züge (die Warnsdorff-Regel nimmt die kleinste, in Grün)</translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <extracomment>how long a thread may hold the GIL while another waits for it set by main(): builds the window again (a new language); None outside main()</extracomment>
        <translation>Klicke auf ein Feld, um einen Springerweg ab dort zu finden.</translation>
    </message>
    <message>
        <source>{file} is no longer at {folder}: it was taken off the recent files.</source>
        <translation>{file} liegt nicht mehr in {folder}: Die Datei wurde aus der Liste der zuletzt geöffneten Dateien entfernt.</translation>
    </message>
    <message numerus="yes">
        <source>Replaying the game: {n} squares.</source>
        <translation>
            <numerusform>Die Partie wird nachgespielt: {n} Feld.</numerusform>
            <numerusform>Die Partie wird nachgespielt: {n} Felder.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KnightTourModel</name>
    <message>
        <source>Preparing the solvers for this computer (first launch only)…</source>
        <extracomment>the step limit of a search run although a theorem rules a tour out, when none is chosen the answer shown while numba compiles the kernels before the very first run</extracomment>
        <translation>Die Löser werden für diesen Computer vorbereitet (nur beim ersten Start)…</translation>
    </message>
    <message>
        <source>{steps} moves tried, {backtracks} taken back, {time}</source>
        <translation>{steps} Züge versucht, {backtracks} zurückgenommen, {time}</translation>
    </message>
    <message>
        <source>Closed tour found from {square} (solution {n})</source>
        <translation>Geschlossener Springerweg ab {square} gefunden (Lösung {n})</translation>
    </message>
    <message>
        <source>Open tour found from {square} (solution {n})</source>
        <translation>Offener Springerweg ab {square} gefunden (Lösung {n})</translation>
    </message>
    <message>
        <source>Closed tour found from {square}</source>
        <translation>Geschlossener Springerweg ab {square} gefunden</translation>
    </message>
    <message>
        <source>Open tour found from {square}</source>
        <translation>Offener Springerweg ab {square} gefunden</translation>
    </message>
    <message>
        <source>{found} to {end}</source>
        <translation>{found}, endet auf {end}</translation>
    </message>
    <message>
        <source>{found}, the same after a {turn}</source>
        <translation>{found}, nach einer {turn} unverändert</translation>
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
        <translation>Vierteldrehung</translation>
    </message>
    <message>
        <source>half turn</source>
        <translation>halben Drehung</translation>
    </message>
    <message>
        <source>The board changed: the search on the old board was stopped.</source>
        <translation>Das Brett hat sich geändert: Die Suche auf dem alten Brett wurde gestoppt.</translation>
    </message>
    <message>
        <source>Choose a solver.</source>
        <translation>Wähle einen Löser.</translation>
    </message>
    <message>
        <source>A symmetric tour is closed: it has no last square to choose. Clear Ends on, or set Symmetry to any tour.</source>
        <translation>Ein symmetrischer Springerweg ist geschlossen: Er hat kein letztes Feld, das man wählen könnte. Leere „Endet auf“ oder setze Symmetrie auf „beliebig“.</translation>
    </message>
    <message>
        <source>A symmetric tour is found by a search of its own on a flat board: choose the solver Automatic, or set Symmetry to any tour.</source>
        <translation>Ein symmetrischer Springerweg wird auf einem flachen Brett mit einer eigenen Suche gefunden: Wähle den Löser Automatisch oder setze Symmetrie auf „beliebig“.</translation>
    </message>
    <message>
        <source>{solver} cannot look for a closed tour: untick Closed tour, or choose a solver that can.</source>
        <translation>{solver} kann keinen geschlossenen Springerweg suchen: Entferne das Häkchen bei „Geschlossen“ oder wähle einen Löser, der das kann.</translation>
    </message>
    <message>
        <source>Ends on cannot be used: {why}</source>
        <translation>„Endet auf“ kann nicht verwendet werden: {why}</translation>
    </message>
    <message>
        <source>A closed tour comes back next to its start: it has no last square to choose. Untick Closed tour, or clear Ends on.</source>
        <translation>Ein geschlossener Springerweg kehrt neben sein Startfeld zurück: Er hat kein letztes Feld, das man wählen könnte. Entferne das Häkchen bei „Geschlossen“ oder leere „Endet auf“.</translation>
    </message>
    <message>
        <source>{solver} cannot aim at a last square: clear Ends on, or choose an exact solver such as Automatic.</source>
        <translation>{solver} kann kein bestimmtes letztes Feld ansteuern: Leere „Endet auf“ oder wähle einen exakten Löser wie Automatisch.</translation>
    </message>
    <message>
        <source>Ends on is for flat boards: clear it to solve.</source>
        <translation>„Endet auf“ gilt nur für flache Bretter: Leere das Feld, um zu lösen.</translation>
    </message>
    <message>
        <source>Solving from {square}…</source>
        <translation>Suche ab {square}…</translation>
    </message>
    <message>
        <source>Looking for the next solution…</source>
        <translation>Suche nach der nächsten Lösung…</translation>
    </message>
</context>
<context>
    <name>LogChart</name>
    <message>
        <source>Moves tried from each start square (each line up ten times more); filled points found a tour, hollow points did not, squares were stopped</source>
        <translation>Versuchte Züge ab jedem Startfeld (jede Linie nach oben zehnmal mehr); gefüllte Punkte haben einen Springerweg gefunden, hohle nicht, Quadrate wurden gestoppt</translation>
    </message>
    <message>
        <source>tour found</source>
        <translation>Springerweg gefunden</translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation>kein Springerweg (aufgegeben)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>start squares, in board order</source>
        <extracomment>entries a row: two rows of two keep the legend as narrow as two heatmaps; one a row where even that is too wide (a window 800 pixels wide) the least room an entry&apos;s words are given before they wrap the side of a mark&apos;s stamp, in pixels pixels left of the plot for its axis labels (&apos;10 million&apos;) per solver, the runs so far: batches of (starts, steps, mark codes) arrays the starts, ascending: their places along x (a range: every square, none listed) batches not stamped yet: (solver index, starts, steps, mark codes) the caption along the bottom (on two lines under a narrow chart)</extracomment>
        <translation>Startfelder in Brettreihenfolge</translation>
    </message>
</context>
<context>
    <name>Magic</name>
    <message>
        <source>It is magic: every rank, every file and both long diagonals add up to {sum}.</source>
        <translation>Er ist magisch: Jede Reihe, jede Linie und beide langen Diagonalen haben die Summe {sum}.</translation>
    </message>
    <message>
        <source>It is semi-magic: every rank and every file adds up to {sum}</source>
        <translation>Er ist halbmagisch: Jede Reihe und jede Linie hat die Summe {sum}</translation>
    </message>
    <message>
        <source>It is semi-magic: every rank adds up to {ranks} and every file to {files}</source>
        <translation>Er ist halbmagisch: Jede Reihe hat die Summe {ranks} und jede Linie die Summe {files}</translation>
    </message>
    <message>
        <source>{said} (the long diagonals add up to {a} and {b}).</source>
        <translation>{said} (die langen Diagonalen haben die Summen {a} und {b}).</translation>
    </message>
    <message>
        <source>{said}.</source>
        <translation>{said}.</translation>
    </message>
    <message>
        <source>{title}: {note} Source: {source}.</source>
        <translation>{title}: {note} Quelle: {source}.</translation>
    </message>
</context>
<context>
    <name>MagicView</name>
    <message>
        <source>Show &amp;magic sums</source>
        <extracomment>the largest board whose answer says whether its tour is magic: the sums are added on the GUI thread (about 15 ms at this size; `knighttour validate --json` gives them on any board)</extracomment>
        <translation>&amp;Magische Summen zeigen</translation>
    </message>
    <message>
        <source>Write beside the Explore board each rank&apos;s and each file&apos;s sum of the move numbers shown (a tour is semi-magic when they are all equal)</source>
        <translation>Neben das Brett von Erkunden die Summe der angezeigten Zugnummern jeder Reihe und jeder Linie schreiben (ein Springerweg ist halbmagisch, wenn sie alle gleich sind)</translation>
    </message>
    <message>
        <source>Classic &amp;magic tours</source>
        <translation>Klassische &amp;magische Springerwege</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>taken back</source>
        <extracomment>(mark, meaning) of the marks a watched search draws, as the legend lists them</extracomment>
        <translation>zurückgenommen</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>current square</source>
        <translation>aktuelles Feld</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>File &gt; Open tour File &gt; Export PNG, Export SVG, Save as JSON, Save as text, in that order Edit &gt; Copy tour Search &gt; Stop Search &gt; Next solution File &gt; Save (Ctrl+S): the tour on Explore, the game on Play</extracomment>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>Menüleiste öffnen</translation>
    </message>
    <message>
        <source>&amp;Open tour…</source>
        <translation>Springerweg ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Show a tour from a JSON or text file</source>
        <translation>Einen Springerweg aus einer JSON- oder Textdatei anzeigen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save what the tab shows: the tour (Explore) or the game (Play)</source>
        <translation>Speichern, was der Reiter zeigt: den Springerweg (Erkunden) oder die Partie (Spielen)</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG)…</source>
        <translation>Als B&amp;ild exportieren (PNG)…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG picture</source>
        <translation>Das Brett, wie es angezeigt wird, als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>Export &amp;vector picture (SVG)…</source>
        <translation>Als &amp;Vektorgrafik exportieren (SVG)…</translation>
    </message>
    <message>
        <source>Save the board as shown as an SVG drawing</source>
        <translation>Das Brett, wie es angezeigt wird, als SVG-Zeichnung speichern</translation>
    </message>
    <message>
        <source>Save tour as &amp;JSON…</source>
        <translation>Springerweg als &amp;JSON speichern…</translation>
    </message>
    <message>
        <source>Save the tour in the command line&apos;s JSON form</source>
        <translation>Den Springerweg im JSON-Format der Kommandozeile speichern</translation>
    </message>
    <message>
        <source>Save tour as &amp;text…</source>
        <translation>Springerweg als &amp;Text speichern…</translation>
    </message>
    <message>
        <source>Save the tour as square names</source>
        <translation>Den Springerweg als Feldnamen speichern</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print the board with its tour</source>
        <translation>Das Brett mit seinem Springerweg drucken</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Dr&amp;uckvorschau…</translation>
    </message>
    <message>
        <source>See the printed page before printing</source>
        <translation>Die gedruckte Seite vor dem Drucken ansehen</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Save the printed page as a PDF, the tour as far as shown</source>
        <translation>Die gedruckte Seite als PDF speichern, den Springerweg so weit wie angezeigt</translation>
    </message>
    <message>
        <source>Export &amp;worksheet PDF…</source>
        <translation>&amp;Arbeitsblatt als PDF exportieren…</translation>
    </message>
    <message>
        <source>A page for pupils: the board with only the start numbered, and the task</source>
        <translation>Eine Seite für Schüler: das Brett, auf dem nur der Start nummeriert ist, und die Aufgabe</translation>
    </message>
    <message>
        <source>Worksheets for a &amp;class…</source>
        <translation>Arbeitsblätter für eine &amp;Klasse…</translation>
    </message>
    <message>
        <source>A worksheet for every pupil (one start for all, or a different one each) and the answer key, printed or as one PDF</source>
        <translation>Ein Arbeitsblatt für jeden Schüler (ein Start für alle oder für jeden ein anderer) und die Lösungen, gedruckt oder als ein PDF</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Partie speichern u&amp;nter…</translation>
    </message>
    <message>
        <source>Save the game played by hand under a new name</source>
        <translation>Die von Hand gespielte Partie unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Open g&amp;ame…</source>
        <translation>Pa&amp;rtie öffnen…</translation>
    </message>
    <message>
        <source>Continue a game saved from the Play tab</source>
        <translation>Eine im Reiter Spielen gespeicherte Partie fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Copy tour</source>
        <translation>Springerweg &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the tour&apos;s squares in algebraic notation</source>
        <translation>Die Felder des Springerwegs in algebraischer Notation kopieren</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suche</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stopp</translation>
    </message>
    <message>
        <source>Stop what this tab runs: the search, the race, the table, the count</source>
        <translation>Beenden, was dieser Reiter ausführt: die Suche, das Rennen, die Tabelle, die Zählung</translation>
    </message>
    <message>
        <source>&amp;Next solution</source>
        <translation>&amp;Nächste Lösung</translation>
    </message>
    <message>
        <source>Continue the exact search to the next tour</source>
        <translation>Die exakte Suche bis zum nächsten Springerweg fortsetzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen for a projector: the board as large as it goes</source>
        <translation>Vollbild für einen Beamer: das Brett so groß wie möglich</translation>
    </message>
    <message>
        <source>&amp;Bigger text</source>
        <translation>&amp;Größerer Text</translation>
    </message>
    <message>
        <source>Make the window&apos;s text larger (remembered)</source>
        <translation>Den Text des Fensters vergrößern (wird gemerkt)</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>&amp;Kleinerer Text</translation>
    </message>
    <message>
        <source>Make the window&apos;s text smaller (remembered)</source>
        <translation>Den Text des Fensters verkleinern (wird gemerkt)</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>&amp;Normale Textgröße</translation>
    </message>
    <message>
        <source>The system&apos;s text size</source>
        <translation>Die Textgröße des Systems</translation>
    </message>
    <message>
        <source>Zoom board &amp;in</source>
        <translation>Brett &amp;vergrößern</translation>
    </message>
    <message>
        <source>Zoom in on the board (or the mouse wheel)</source>
        <translation>In das Brett hineinzoomen (oder mit dem Mausrad)</translation>
    </message>
    <message>
        <source>Zoom board &amp;out</source>
        <translation>Brett verk&amp;leinern</translation>
    </message>
    <message>
        <source>Zoom out of the board</source>
        <translation>Aus dem Brett herauszoomen</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>Brett an Fenster &amp;anpassen</translation>
    </message>
    <message>
        <source>Show the whole board</source>
        <translation>Das ganze Brett zeigen</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Go to move…</source>
        <translation>&amp;Gehe zu Zug…</translation>
    </message>
    <message>
        <source>Show the tour up to a chosen move</source>
        <translation>Den Springerweg bis zu einem gewählten Zug zeigen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to use</source>
        <translation>&amp;Anleitung</translation>
    </message>
    <message>
        <source>What each tab does</source>
        <translation>Wozu jeder Reiter dient</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossar</translation>
    </message>
    <message>
        <source>The words of the window, each explained</source>
        <translation>Die Wörter des Fensters, jedes erklärt</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Alle Tastenkürzel des Fensters</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <source>&quot;{typed}&quot; is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation>„{typed}“ ist keine gültige Angabe für {what}: Gib eine ganze Zahl von {low} bis {high} ein; der Wert bleibt {now}.</translation>
    </message>
    <message>
        <source>An empty box is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation>Eine leere Eingabe ist keine gültige Angabe für {what}: Gib eine ganze Zahl von {low} bis {high} ein; der Wert bleibt {now}.</translation>
    </message>
</context>
<context>
    <name>NumberWords</name>
    <message numerus="yes">
        <source>{n} million</source>
        <translation>
            <numerusform>{n} Million</numerusform>
            <numerusform>{n} Millionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} billion</source>
        <translation>
            <numerusform>{n} Milliarde</numerusform>
            <numerusform>{n} Milliarden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} trillion</source>
        <translation>
            <numerusform>{n} Billion</numerusform>
            <numerusform>{n} Billionen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Zeit: {time}</translation>
    </message>
</context>
<context>
    <name>PlayModel</name>
    <message>
        <source>Click a square, or type its name and press Enter, to place the knight.</source>
        <extracomment>&quot;Finish it for me&quot; plays the rest in at most this many ticks of its timer (a few seconds) the longest a tick plays moves (on a million squares a tick&apos;s share would take longer: the finish then takes more ticks, the window never waits) moves of exact search spent proving a position can (or cannot) be completed the same on boards larger than 8x8, where the answer may stay &quot;not sure&quot; each legal next square with the number of moves onward from it &quot;Finish it for me&quot; began (True) or ended: played out, stopped, or the game changed the game has changes that no file holds (True) or it is saved, or empty (False) moves &quot;Finish it for me&quot; played in this game</extracomment>
        <translation>Klicken Sie auf ein Feld oder tippen Sie seinen Namen und drücken Sie Enter, um den Springer zu setzen.</translation>
    </message>
    <message>
        <source>The tour is complete: restart to play again.</source>
        <translation>Der Springerweg ist vollständig: Fang neu an, um noch einmal zu spielen.</translation>
    </message>
    <message>
        <source>Not allowed: {why}.</source>
        <translation>Nicht erlaubt: {why}.</translation>
    </message>
    <message>
        <source>Move {n}: {square}.</source>
        <translation>Zug {n}: {square}.</translation>
    </message>
    <message>
        <source>Took back move {n}: {square}.</source>
        <translation>Zug {n} zurückgenommen: {square}.</translation>
    </message>
    <message>
        <source>Move {n} again: {square}.</source>
        <translation>Zug {n} wiederholt: {square}.</translation>
    </message>
    <message>
        <source>Choose a start square first.</source>
        <translation>Wähle zuerst ein Startfeld.</translation>
    </message>
    <message>
        <source>The tour is complete.</source>
        <translation>Der Springerweg ist vollständig.</translation>
    </message>
    <message>
        <source>Looking for a way to finish…</source>
        <translation>Suche nach einem Weg zum Ende…</translation>
    </message>
    <message>
        <source>This position cannot be completed: {why}.</source>
        <translation>Diese Stellung kann nicht vollendet werden: {why}.</translation>
    </message>
    <message>
        <source>A closed tour! The knight can jump straight back to the start.</source>
        <translation>Ein geschlossener Springerweg! Der Springer kann direkt zum Start zurückspringen.</translation>
    </message>
    <message>
        <source>Tour complete: every square visited.</source>
        <translation>Springerweg vollständig: Alle Felder sind besucht.</translation>
    </message>
    <message>
        <source>Hint: {square} still leads to a tour.</source>
        <translation>Tipp: {square} führt noch zu einem Springerweg.</translation>
    </message>
    <message>
        <source>No hint: the search found no answer in time.</source>
        <translation>Kein Tipp: Die Suche hat nicht rechtzeitig eine Antwort gefunden.</translation>
    </message>
    <message>
        <source>Cannot finish: {why}.</source>
        <translation>Fertigspielen nicht möglich: {why}.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Click a square to start, then click where the knight goes.  From the keyboard: Tab to the board, arrow keys and Enter, or type a square (c3) and Enter</source>
        <extracomment>the buttons&apos; column is at most this wide (wider only for larger text)</extracomment>
        <translation>Klicke auf ein Feld, um zu beginnen, dann dorthin, wohin der Springer zieht.  Mit der Tastatur: Tab bis zum Brett, Pfeiltasten und Enter, oder ein Feld tippen (c3) und Enter</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>the game&apos;s files (saving.py); its commands are the tab&apos;s</extracomment>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>An empty game on the board set in the Explore tab</source>
        <translation>Eine leere Partie auf dem Brett, das im Reiter Erkunden eingestellt ist</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back a move</source>
        <translation>Einen Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Den Zug noch einmal spielen</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <extracomment>Edit &gt; Undo and Redo are these (the Play tab&apos;s moves)</extracomment>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Das Brett leeren</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show a move that still leads to a tour</source>
        <translation>Einen Zug zeigen, der noch zu einem Springerweg führt</translation>
    </message>
    <message>
        <source>Finish it for me</source>
        <translation>Mach es für mich fertig</translation>
    </message>
    <message>
        <source>Complete the tour from here</source>
        <translation>Den Springerweg von hier aus vervollständigen</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Partie speichern…</translation>
    </message>
    <message>
        <source>Save the moves (and those undone) as JSON</source>
        <translation>Die Züge (und die zurückgenommenen) als JSON speichern</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>Partie öffnen…</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Eine gespeicherte Partie fortsetzen</translation>
    </message>
    <message>
        <source>Export picture…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Save the board as a PNG picture</source>
        <translation>Das Brett als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>Replay in Explore</source>
        <translation>In Erkunden nachspielen</translation>
    </message>
    <message>
        <source>Step through the moves so far with the playback bar</source>
        <translation>Die bisherigen Züge mit der Wiedergabeleiste Schritt für Schritt durchgehen</translation>
    </message>
    <message>
        <source>Show onward moves on legal squares</source>
        <translation>Weitere Züge auf erlaubten Feldern zeigen</translation>
    </message>
    <message>
        <source>Celebrate a finished tour</source>
        <translation>Einen fertigen Springerweg feiern</translation>
    </message>
    <message>
        <source>Whether the tour can still be completed</source>
        <translation>Ob der Springerweg noch vollendet werden kann</translation>
    </message>
    <message>
        <source>What happened last</source>
        <translation>Was zuletzt geschehen ist</translation>
    </message>
    <message>
        <source>The game&apos;s commands</source>
        <extracomment>shown while the game is on another board than the Explore tab&apos;s</extracomment>
        <translation>Die Befehle der Partie</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>eine neue Partie beginnst</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>neu beginnst</translation>
    </message>
    <message>
        <source>A closed tour!</source>
        <translation>Ein geschlossener Springerweg!</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Vollständig.</translation>
    </message>
    <message>
        <source>This position can no longer be completed:</source>
        <translation>Diese Stellung kann nicht mehr vollendet werden:</translation>
    </message>
    <message>
        <source>Still completable</source>
        <translation>Noch vollendbar</translation>
    </message>
    <message>
        <source>(a tour from here was found).</source>
        <translation>(ein Springerweg von hier aus wurde gefunden).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not sure yet:&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;Noch unsicher:&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>You visited all {squares} squares in {moves} moves</source>
        <translation>Du hast alle {squares} Felder in {moves} Zügen besucht</translation>
    </message>
    <message>
        <source>The program played all {moves} moves</source>
        <translation>Das Programm hat alle {moves} Züge gespielt</translation>
    </message>
    <message>
        <source>{yours} and the program the last {n}</source>
        <translation>{yours} und das Programm die letzten {n}</translation>
    </message>
    <message>
        <source>Done!</source>
        <translation>Geschafft!</translation>
    </message>
    <message>
        <source>a closed tour</source>
        <translation>ein geschlossener Springerweg</translation>
    </message>
    <message>
        <source>an open tour</source>
        <translation>ein offener Springerweg</translation>
    </message>
    <message>
        <source>{head} {who}: {kind}.</source>
        <translation>{head} {who}: {kind}.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Ungespeicherte Partie</translation>
    </message>
</context>
<context>
    <name>PlayWords</name>
    <message numerus="yes">
        <source>You played {n} moves</source>
        <translation>
            <numerusform>Du hast {n} Zug gespielt</numerusform>
            <numerusform>Du hast {n} Züge gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>First move</source>
        <extracomment>playback speeds in moves per second, slowest first (the slider&apos;s positions 1, 2, ...); the fast ones step many moves a frame, so a million-square tour plays in seconds the shortest time between two frames of playback, in milliseconds (60 frames a second) a tour shown whole as it came, not stepped yet (see _snapshot_changed) the steps said to a screen reader, newest last</extracomment>
        <translation>Erster Zug</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Drag to any move of the tour</source>
        <translation>Schieben, um zu einem beliebigen Zug des Springerwegs zu gelangen</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Angezeigter Zug</translation>
    </message>
    <message>
        <source>a move of this tour</source>
        <translation>einen Zug dieses Springerwegs</translation>
    </message>
    <message>
        <source>Tour position</source>
        <translation>Position im Springerweg</translation>
    </message>
    <message>
        <source>Move </source>
        <translation>Zug </translation>
    </message>
    <message>
        <source>Jump to move k (1 is the start square)</source>
        <translation>Zu Zug k springen (1 ist das Startfeld)</translation>
    </message>
    <message>
        <source>of {n}</source>
        <translation>von {n}</translation>
    </message>
    <message>
        <source>Replay speed of a tour found, in moves per second, up to a million (the search&apos;s own pace is Watch, under More options): the fast speeds draw many moves a frame, so a whole large tour plays in seconds</source>
        <translation>Wiedergabetempo eines gefundenen Springerwegs in Zügen pro Sekunde, bis zu einer Million (das Tempo der Suche selbst ist Zuschauen, unter Weitere Optionen): Die schnellen Stufen zeichnen viele Züge pro Bild, sodass selbst ein großer Springerweg in Sekunden abläuft</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabetempo</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>Wiedergabe:</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Die Suche pausieren</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Move {n} of {total}: {square}</source>
        <translation>Zug {n} von {total}: {square}</translation>
    </message>
    <message>
        <source>{move} (the last move; Home goes to the first)</source>
        <translation>{move} (der letzte Zug; Pos1 geht zum ersten)</translation>
    </message>
    <message>
        <source>{move} (the first move)</source>
        <translation>{move} (der erste Zug)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Playing the tour from move {n}</source>
        <translation>Der Springerweg läuft ab Zug {n}</translation>
    </message>
    <message>
        <source>Paused at move {n} of {total}</source>
        <translation>Angehalten bei Zug {n} von {total}</translation>
    </message>
    <message numerus="yes">
        <source>{n} moves a second</source>
        <translation>
            <numerusform>{n} Zug pro Sekunde</numerusform>
            <numerusform>{n} Züge pro Sekunde</numerusform>
        </translation>
    </message>
    <message>
        <source>{speed}: the whole tour in {seconds} s</source>
        <translation>{speed}: der ganze Springerweg in {seconds} s</translation>
    </message>
</context>
<context>
    <name>PositionShown</name>
    <message>
        <source>{square}, a hole</source>
        <extracomment>legal moves: violet rings, unlike the green disc of the start and the red of the knight the squares a warning names (the square shut off, the two last squares, the stuck knight) how long a move&apos;s new square waits to be said for the move&apos;s verdict (a warning found among the visible obstacles comes within milliseconds; a search may take seconds) the kind of the last verdict said to a screen reader (None: none yet)</extracomment>
        <translation>{square}, ein Loch</translation>
    </message>
    <message>
        <source>{square}, the knight, move {n}</source>
        <translation>{square}, der Springer, Zug {n}</translation>
    </message>
    <message>
        <source>{square}, visited, move {n}</source>
        <translation>{square}, besucht, Zug {n}</translation>
    </message>
    <message numerus="yes">
        <source>{square}, legal move, {n} ways on</source>
        <translation>
            <numerusform>{square}, erlaubter Zug, {n} weiterer Zug</numerusform>
            <numerusform>{square}, erlaubter Zug, {n} weitere Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>{square}, empty: Enter places the knight here</source>
        <translation>{square}, leer: Enter setzt den Springer hierher</translation>
    </message>
    <message>
        <source>{square}, not a move from here</source>
        <translation>{square}, kein Zug von hier aus</translation>
    </message>
    <message>
        <source>Squares: {n} of {all}</source>
        <translation>Felder: {n} von {all}</translation>
    </message>
    <message>
        <source>A closed tour!</source>
        <translation>Ein geschlossener Springerweg!</translation>
    </message>
    <message>
        <source>Tour complete!</source>
        <translation>Springerweg vollständig!</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game is on the {board} board.&lt;/b&gt; The Explore tab&apos;s board is now {explore}: New game starts on it.</source>
        <translation>&lt;b&gt;Diese Partie läuft auf dem Brett {board}.&lt;/b&gt; Das Brett im Reiter Erkunden ist jetzt {explore}: Neue Partie beginnt darauf.</translation>
    </message>
</context>
<context>
    <name>PreparingNotice</name>
    <message numerus="yes">
        <source>Preparing the solvers for this computer (once, about %n s)…</source>
        <extracomment>how often the bar moves while a group compiles (ms) the share of a group&apos;s usual time the bar may reach before the group is done the most of the status bar&apos;s width the notice takes (its message keeps the rest) the progress bar&apos;s width a group&apos;s compilation started (False) or ended (True): sent from the compiling thread the thread that compiles is through (sent from it): the notice goes even if some group was compiled meanwhile by another program and so never heard of here every group is ready, the notice is gone</extracomment>
        <translation>
            <numerusform>Die Löser werden für diesen Computer vorbereitet (einmalig, etwa %n s)…</numerusform>
            <numerusform>Die Löser werden für diesen Computer vorbereitet (einmalig, etwa %n s)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solvers</source>
        <translation>Die Löser werden vorbereitet</translation>
    </message>
    <message>
        <source>The solvers are ready.</source>
        <translation>Die Löser sind bereit.</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Leave presentation (F11)</source>
        <extracomment>the text in presentation mode, as a share of the window&apos;s usual text</extracomment>
        <translation>Präsentation beenden (F11)</translation>
    </message>
    <message>
        <source>Back to the usual window</source>
        <translation>Zurück zum gewohnten Fenster</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Print preview</source>
        <extracomment>the zooms offered (0: the whole page fitted to the dialog)</extracomment>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>The printed page</source>
        <translation>Die gedruckte Seite</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Ganze Seite</translation>
    </message>
    <message>
        <source>How large the page is shown (Ctrl++ and Ctrl+- too)</source>
        <translation>Wie groß die Seite angezeigt wird (auch Strg++ und Strg+-)</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoomstufe</translation>
    </message>
    <message>
        <source>&lt; Page</source>
        <translation>&lt; Seite</translation>
    </message>
    <message>
        <source>Page &gt;</source>
        <translation>Seite &gt;</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>{page} of {pages}</source>
        <translation>{page} von {pages}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>&amp;Billing information:</source>
        <translation>&amp;Abrechnungsinformationen:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>Auftrags&amp;priorität:</translation>
    </message>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>&amp;Geplanter Druck:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <comment>Banner page at start</comment>
        <translation>&amp;Anfang:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <comment>Banner page at end</comment>
        <translation>&amp;Ende:</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Suchen in:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dateien des Typs:</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Dateiordner</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mein Computer</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>Seiten&amp;reihenfolge:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Seiten &amp;pro Blatt:</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>Erweitert</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Einige Optionen widersprechen sich. Bitte korrigieren Sie sie.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>Seiten-&amp;Satz:</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Beidseitiger Druck</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Bindung an der langen Seite</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Bindung an der kurzen Seite</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Geben Sie Seiten oder Bereiche durch Kommas getrennt an. Ein Bereich besteht aus zwei Zahlen mit einem Bindestrich dazwischen. Beispiel: 3,5-7,9 druckt die Seiten 3, 5, 6, 7 und 9.</translation>
    </message>
</context>
<context>
    <name>RaceLane</name>
    <message>
        <source>Found a tour</source>
        <extracomment>how each ending reads in a lane, and the colour it takes</extracomment>
        <translation>Springerweg gefunden</translation>
    </message>
    <message>
        <source>No tour</source>
        <translation>Kein Springerweg</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>{outcome}: {reason}</source>
        <extracomment>the ring on the start of a lane that ended with no path to show lines of text under a lane&apos;s board kept from the start (the counters, then the outcome, wrapped), so that the board does not move as they grow: in a lane alone in its row, in a wide lane (two a row) and in a narrow one (three a row); a longer text makes room the least side of a lane&apos;s board: its moves can be followed (squares of 15 pixels or more on 8x8); the race&apos;s lanes scroll rather than shrink below it</extracomment>
        <translation>{outcome}: {reason}</translation>
    </message>
    <message>
        <source>How {solver} works</source>
        <extracomment>the heights kept for the title and the idea (the race&apos;s tallest lane&apos;s)</extracomment>
        <translation>Wie {solver} arbeitet</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Wartet…</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>lines kept for the counters from the start, so the board above does not move</extracomment>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop {solver}</source>
        <translation>{solver} stoppen</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back}&lt;br&gt;Longest path {longest} of {squares}</source>
        <translation>Züge {moves} · zurückgenommen {back}&lt;br&gt;Längster Pfad {longest} von {squares}</translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back} · {time}&lt;br&gt;Longest path {longest} of {squares} · {rate} moves a second</source>
        <translation>Züge {moves} · zurückgenommen {back} · {time}&lt;br&gt;Längster Pfad {longest} von {squares} · {rate} Züge pro Sekunde</translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <source>Flat out (a race of speed)</source>
        <extracomment>the race&apos;s speeds: seconds per move of every lane (0: flat out), and how each reads</extracomment>
        <translation>Vollgas (reines Tempo)</translation>
    </message>
    <message>
        <source>Paced: 1 move a second</source>
        <translation>Im Takt: 1 Zug pro Sekunde</translation>
    </message>
    <message>
        <source>Paced: 2 moves a second</source>
        <translation>Im Takt: 2 Züge pro Sekunde</translation>
    </message>
    <message>
        <source>Paced: 10 moves a second</source>
        <translation>Im Takt: 10 Züge pro Sekunde</translation>
    </message>
    <message>
        <source>Paced: 50 moves a second</source>
        <translation>Im Takt: 50 Züge pro Sekunde</translation>
    </message>
    <message>
        <source>Paced: 250 moves a second</source>
        <translation>Im Takt: 250 Züge pro Sekunde</translation>
    </message>
    <message>
        <source>Solvers in the race</source>
        <extracomment>the width of the race&apos;s left column the least width of a lane (its board is at least LANE_BOARD square)</extracomment>
        <translation>Löser im Rennen</translation>
    </message>
    <message>
        <source>The square every solver starts from</source>
        <translation>Das Feld, von dem aus jeder Löser startet</translation>
    </message>
    <message>
        <source>Flat out: every solver as fast as it can (a race of speed). A paced race moves every solver the same number of moves a second, drawing each move and each take-back, and ranks them live by moves: a race a class can watch.</source>
        <translation>Vollgas: jeder Löser so schnell er kann (ein Rennen um Geschwindigkeit). Ein Rennen im Takt lässt jeden Löser gleich viele Züge pro Sekunde machen, zeichnet jeden Zug und jede Rücknahme und ordnet die Löser live nach Zügen: ein Rennen, dem eine Klasse zuschauen kann.</translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation>Rennen starten</translation>
    </message>
    <message>
        <source>Stop all</source>
        <translation>Alle stoppen</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on the board set in the Explore tab.</source>
        <extracomment>what the race is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation>Hake 2 bis 6 Löser an und starte sie gemeinsam auf dem Brett, das im Reiter Erkunden eingestellt ist.</translation>
    </message>
    <message>
        <source>The race&apos;s ranking</source>
        <translation>Die Rangliste des Rennens</translation>
    </message>
    <message>
        <source>S&amp;olvers (2 to 6):</source>
        <translation>&amp;Löser (2 bis 6):</translation>
    </message>
    <message>
        <source>S&amp;tart square:</source>
        <translation>Start&amp;feld:</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>The race&apos;s choices and ranking</source>
        <translation>Einstellungen und Rangliste des Rennens</translation>
    </message>
    <message>
        <source>The lanes of the race</source>
        <extracomment>the marks of every lane, named once under the lanes while a race is shown the lanes, each board large enough to follow its moves: scrolled when many</extracomment>
        <translation>Die Bahnen des Rennens</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Geschlossene Springerwege auf {board}&lt;/b&gt; (Brett und Art werden im Reiter Erkunden eingestellt).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Beliebige Springerwege, offen oder geschlossen, auf {board}&lt;/b&gt; (Brett und Art werden im Reiter Erkunden eingestellt).</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on {board}.</source>
        <translation>Hake 2 bis 6 Löser an und starte sie gemeinsam auf {board}.</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers, not {n}: {solvers}.</source>
        <translation>Hake 2 bis 6 Löser an, nicht {n}: {solvers}.</translation>
    </message>
    <message>
        <source>Racing for a closed tour from {square} on {board}…</source>
        <translation>Rennen um einen geschlossenen Springerweg ab {square} auf {board}…</translation>
    </message>
    <message>
        <source>Racing for a tour from {square} on {board}…</source>
        <translation>Rennen um einen Springerweg ab {square} auf {board}…</translation>
    </message>
</context>
<context>
    <name>RaceResults</name>
    <message>
        <source>No race: no tour starts here. {why}</source>
        <translation>Kein Rennen: Von hier aus beginnt kein Springerweg. {why}</translation>
    </message>
    <message>
        <source>Ranking so far:</source>
        <translation>Rangliste bisher:</translation>
    </message>
    <message>
        <source>Ranking:</source>
        <translation>Rangliste:</translation>
    </message>
    <message>
        <source>a tour in {moves} moves</source>
        <translation>ein Springerweg in {moves} Zügen</translation>
    </message>
    <message>
        <source>{moves} moves, {time}</source>
        <translation>{moves} Züge, {time}</translation>
    </message>
    <message>
        <source>{moves} moves so far, longest path {longest} of {squares}</source>
        <translation>bisher {moves} Züge, längster Pfad {longest} von {squares}</translation>
    </message>
    <message>
        <source>{outcome}, longest path {longest} of {squares}</source>
        <translation>{outcome}, längster Pfad {longest} von {squares}</translation>
    </message>
    <message>
        <source>{place}. {solver}: {result}</source>
        <translation>{place}. {solver}: {result}</translation>
    </message>
    <message>
        <source>Nobody found a tour.</source>
        <translation>Niemand hat einen Springerweg gefunden.</translation>
    </message>
    <message>
        <source>A tie: {solvers} each found a tour in the same {n} moves. A race is judged by moves, which do not depend on the machine: the order above, by time, is not a win.</source>
        <translation>Unentschieden: {solvers} fanden jeweils einen Springerweg in denselben {n} Zügen. Ein Rennen wird nach Zügen entschieden, die nicht vom Rechner abhängen: Die Reihenfolge oben, nach der Zeit, ist kein Sieg.</translation>
    </message>
    <message>
        <source>{solver} won: it never had to take a move back, while the others met dead ends and stepped back.</source>
        <translation>{solver} hat gewonnen: Er musste nie einen Zug zurücknehmen, während die anderen in Sackgassen gerieten und zurückgehen mussten.</translation>
    </message>
    <message>
        <source>{solver} won: it was the only one to find a tour.</source>
        <translation>{solver} hat gewonnen: Er hat als Einziger einen Springerweg gefunden.</translation>
    </message>
    <message>
        <source>{solver} won: it needed the fewest moves ({n}).</source>
        <translation>{solver} hat gewonnen: Er brauchte die wenigsten Züge ({n}).</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;recent</source>
        <extracomment>the settings key, and how many files the menu lists what a recent file is, so that it opens in the right tab</extracomment>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>tour</source>
        <translation>Springerweg</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>RunControls</name>
    <message>
        <source>Anticlockwise from 2,1 (default)</source>
        <extracomment>jump orders offered by name; any other order can be typed in</extracomment>
        <translation>Gegen den Uhrzeigersinn ab 2,1 (Standard)</translation>
    </message>
    <message>
        <source>Clockwise from 1,2 (Spelchan&apos;s order)</source>
        <translation>Im Uhrzeigersinn ab 1,2 (Reihenfolge von Spelchan)</translation>
    </message>
    <message>
        <source>The C++ yardstick&apos;s order</source>
        <translation>Die Reihenfolge des C++-Vergleichsprogramms</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>step limits offered (None: no limit)</extracomment>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <source>1 million moves</source>
        <translation>1 Million Züge</translation>
    </message>
    <message>
        <source>10 million moves</source>
        <translation>10 Millionen Züge</translation>
    </message>
    <message>
        <source>100 million moves</source>
        <translation>100 Millionen Züge</translation>
    </message>
    <message>
        <source>1 billion moves</source>
        <translation>1 Milliarde Züge</translation>
    </message>
    <message>
        <source>10 billion moves</source>
        <translation>10 Milliarden Züge</translation>
    </message>
    <message>
        <source>Off: show the result at once</source>
        <extracomment>how each watch speed reads (SPEEDS&apos; keys are what the settings keep)</extracomment>
        <translation>Aus: Ergebnis sofort zeigen</translation>
    </message>
    <message>
        <source>Fast: 60 moves a second</source>
        <translation>Schnell: 60 Züge pro Sekunde</translation>
    </message>
    <message>
        <source>Normal: 4 moves a second</source>
        <translation>Normal: 4 Züge pro Sekunde</translation>
    </message>
    <message>
        <source>Slow: 1 move a second</source>
        <translation>Langsam: 1 Zug pro Sekunde</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>how each way of joining the edges reads (WRAPS&apos; names are what files keep)</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>Zylinder</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>Torus</translation>
    </message>
    <message>
        <source>knight</source>
        <extracomment>the pieces&apos; names (LEAPERS&apos; keys are what the command line takes)</extracomment>
        <translation>Springer</translation>
    </message>
    <message>
        <source>camel</source>
        <translation>Kamel</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>Zebra</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>Giraffe</translation>
    </message>
    <message>
        <source>wazir</source>
        <translation>Wesir</translation>
    </message>
    <message>
        <source>ferz</source>
        <translation>Fers</translation>
    </message>
    <message>
        <source>any tour</source>
        <extracomment>the symmetries a closed tour can be asked for (None: any tour)</extracomment>
        <translation>beliebig</translation>
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
        <translation>Jeder Springerweg, symmetrisch oder nicht</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after a half turn of the board</source>
        <translation>Ein geschlossener Springerweg, der nach einer halben Drehung des Bretts gleich aussieht</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after a quarter turn of the board (square boards)</source>
        <translation>Ein geschlossener Springerweg, der nach einer Vierteldrehung des Bretts gleich aussieht (quadratische Bretter)</translation>
    </message>
    <message>
        <source>{description} Sources: {sources}.</source>
        <translation>{description} Quellen: {sources}.</translation>
    </message>
    <message>
        <source>The next tour must end on {square} (ringed in purple).</source>
        <translation>Der nächste Springerweg muss auf {square} enden (lila eingekreist).</translation>
    </message>
    <message>
        <source>Ends on not used: {why}</source>
        <translation>„Endet auf“ nicht verwendet: {why}</translation>
    </message>
    <message>
        <source>The Ends on field (in red) cannot be read: {why}. Fix it or clear it to solve.</source>
        <translation>Das Eingabefeld „Endet auf“ (rot) ist nicht lesbar: {why}. Korrigiere oder leere es, um zu lösen.</translation>
    </message>
    <message>
        <source>Click squares to remove them or put them back; click Edit holes again to solve.</source>
        <translation>Klicke auf Felder, um sie zu entfernen oder zurückzusetzen; klicke erneut auf Löcher bearbeiten, um zu lösen.</translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <translation>Klicke auf ein Feld, um einen Springerweg ab dort zu finden.</translation>
    </message>
    <message>
        <source>Piece not used: {why}</source>
        <translation>Figur nicht verwendet: {why}</translation>
    </message>
    <message>
        <source>The Piece field (in red) cannot be read: {why}. Fix it or choose a piece from its list to solve.</source>
        <translation>Das Eingabefeld Figur (rot) ist nicht lesbar: {why}. Korrigiere es oder wähle eine Figur aus seiner Liste, um zu lösen.</translation>
    </message>
    <message>
        <source>Jump order not used: {why}</source>
        <translation>Sprungfolge nicht verwendet: {why}</translation>
    </message>
    <message>
        <source>The Jump order field (in red) cannot be read: {why}. Fix it or choose an order from its list to solve.</source>
        <translation>Das Eingabefeld Sprungfolge (rot) ist nicht lesbar: {why}. Korrigiere es oder wähle eine Reihenfolge aus seiner Liste, um zu lösen.</translation>
    </message>
</context>
<context>
    <name>RunCounters</name>
    <message>
        <source>Click a square to start.</source>
        <translation>Klicke auf ein Feld, um zu beginnen.</translation>
    </message>
    <message>
        <source>Time on the clock: –</source>
        <translation>Verstrichene Zeit: –</translation>
    </message>
    <message>
        <source>Time on the clock: {seconds} s</source>
        <translation>Verstrichene Zeit: {seconds} s</translation>
    </message>
    <message>
        <source>Solution {n}</source>
        <translation>Lösung {n}</translation>
    </message>
    <message>
        <source>Moves tried: {steps}, taken back: {backtracks}</source>
        <translation>Versuchte Züge: {steps}, zurückgenommen: {backtracks}</translation>
    </message>
    <message>
        <source>The search&apos;s own time: {time}</source>
        <translation>Eigene Zeit der Suche: {time}</translation>
    </message>
    <message>
        <source>The search&apos;s own speed: {rate}</source>
        <translation>Eigene Geschwindigkeit der Suche: {rate}</translation>
    </message>
    <message>
        <source>Squares on the current path</source>
        <translation>Felder auf dem aktuellen Pfad</translation>
    </message>
    <message>
        <source>Squares on the path</source>
        <translation>Felder auf dem Pfad</translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed count only its work; &apos;Watched&apos; is the time on the clock since the run started, and the pace at which its moves were shown</source>
        <translation>Eigene Zeit und Geschwindigkeit der Suche zählen nur ihre Arbeit; „Zugeschaut“ ist die verstrichene Zeit seit dem Start des Laufs und das Tempo, in dem seine Züge gezeigt wurden</translation>
    </message>
    <message>
        <source>What the run has done</source>
        <translation>Was der Lauf getan hat</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stop the search ({key})</source>
        <translation>Die Suche stoppen ({key})</translation>
    </message>
    <message>
        <source>Continue the exact search to the next different tour ({key})</source>
        <translation>Die exakte Suche bis zum nächsten anderen Springerweg fortsetzen ({key})</translation>
    </message>
    <message>
        <source>Pause the watched search, or go on ({key})</source>
        <translation>Die beobachtete Suche pausieren oder fortsetzen ({key})</translation>
    </message>
    <message>
        <source>One move of the paused search ({key})</source>
        <translation>Ein Zug der pausierten Suche ({key})</translation>
    </message>
    <message numerus="yes">
        <source>{n} of {squares} squares</source>
        <translation>
            <numerusform>{n} von {squares} Feldern</numerusform>
            <numerusform>{n} von {squares} Feldern</numerusform>
        </translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>Nächste Lösung</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>a watched search paused and stepped (Space and Ctrl+Right do the same)</extracomment>
        <translation>Pausieren</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>RunModel</name>
    <message>
        <source>Paused: {step} (or Step) makes one move, {go} goes on.</source>
        <extracomment>the answer about the board as it is now (a theorem, a tour found, why a run failed), shown in full beside the board; &quot;&quot; when the board, the solver or the run changed a watched search was paused (True) or goes on the square name an open tour must end on (&quot;&quot; for any square) the turn (180 or 90) a closed tour must look the same after, or None the last square and the turn the run shown was asked for True when the tour shown was asked for (or opened) as a closed tour what was on the board before the run going now, shown again if the run is refused the run&apos;s progress, the latest only, at the pace the window can paint it</extracomment>
        <translation>Pausiert: {step} (oder Schritt) macht einen Zug, {go} setzt fort.</translation>
    </message>
</context>
<context>
    <name>RunsModel</name>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Startfeld</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves tried</source>
        <translation>Versuchte Züge</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Zurückgenommen</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Moves tried (middle run)</source>
        <translation>Versuchte Züge (Median)</translation>
    </message>
    <message>
        <source>Moves tried (most)</source>
        <translation>Versuchte Züge (Maximum)</translation>
    </message>
    <message>
        <source>Time in all</source>
        <translation>Zeit insgesamt</translation>
    </message>
    <message>
        <source>found</source>
        <extracomment>the solvers in catalogue order: the table sorts by this, not by name a run&apos;s outcome as the table says it (the exports keep the command line&apos;s words)</extracomment>
        <translation>gefunden</translation>
    </message>
    <message>
        <source>gave up (move limit reached)</source>
        <translation>aufgegeben (Zuglimit erreicht)</translation>
    </message>
    <message>
        <source>no tour exists</source>
        <translation>es gibt keinen Springerweg</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>{found} of {runs}</source>
        <translation>{found} von {runs}</translation>
    </message>
</context>
<context>
    <name>RunsWords</name>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by Stop (not counted as failures).</source>
        <translation>
            <numerusform>Gestoppt: {ended} von {total} Läufen in {seconds} s beendet, {cut} weitere durch Stopp abgebrochen (nicht als Fehlschläge gezählt).</numerusform>
            <numerusform>Gestoppt: {ended} von {total} Läufen in {seconds} s beendet, {cut} weitere durch Stopp abgebrochen (nicht als Fehlschläge gezählt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s.</source>
        <translation>
            <numerusform>Gestoppt: {ended} von {total} Läufen in {seconds} s beendet.</numerusform>
            <numerusform>Gestoppt: {ended} von {total} Läufen in {seconds} s beendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {ended} of {total} runs in {seconds} s.</source>
        <translation>
            <numerusform>Fertig: {ended} von {total} Läufen in {seconds} s.</numerusform>
            <numerusform>Fertig: {ended} von {total} Läufen in {seconds} s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolverList</name>
    <message>
        <source>{solver} cannot look for closed tours (untick Closed tour on the Explore tab to use it).</source>
        <extracomment>the rows a solver list asks for; it takes more when its column has room where a greyed-out solver keeps its check mark until it is offered again</extracomment>
        <translation>{solver} kann keine geschlossenen Springerwege suchen (entferne im Reiter Erkunden das Häkchen bei „Geschlossen“, um ihn zu verwenden).</translation>
    </message>
</context>
<context>
    <name>SpokenBoard</name>
    <message>
        <source>Board</source>
        <extracomment>the keys that step the tour shown, said with the board&apos;s own (the Explore tab&apos;s) what a screen reader hears of a square (the tab says more: legal moves, ...) what was announced, newest last (a screen reader hears each as it comes) the name the board takes once this turn&apos;s answers are said (see _rename_cursor)</extracomment>
        <translation>Brett</translation>
    </message>
    <message>
        <source>{layers} layers of {rows} by {cols}</source>
        <translation>{layers} Ebenen zu je {rows} mal {cols}</translation>
    </message>
    <message>
        <source>{rows} rows by {cols} columns</source>
        <translation>{rows} Reihen mal {cols} Spalten</translation>
    </message>
    <message>
        <source>A board of {size}. Arrow keys move from square to square, Enter acts on the square; or type a square&apos;s name, such as c3, and press Enter.</source>
        <translation>Ein Brett mit {size}. Die Pfeiltasten gehen von Feld zu Feld, Enter wirkt auf das Feld; oder tippe den Namen eines Feldes, etwa c3, und drücke Enter.</translation>
    </message>
    <message>
        <source>Sums of the move numbers shown: ranks 1 up, {ranks}; files a on, {files}.</source>
        <translation>Summen der angezeigten Zugnummern: Reihen ab 1 aufwärts, {ranks}; Linien ab a, {files}.</translation>
    </message>
    <message>
        <source>{square}, a hole</source>
        <translation>{square}, ein Loch</translation>
    </message>
    <message>
        <source>{square}, marked {mark}</source>
        <translation>{square}, markiert {mark}</translation>
    </message>
    <message>
        <source>{square}, move {n}</source>
        <translation>{square}, Zug {n}</translation>
    </message>
    <message>
        <source>{square}, not visited</source>
        <translation>{square}, nicht besucht</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Solvers in the table</source>
        <extracomment>how many moves a run may try before it gives up (Spelchan&apos;s *Making Knight&apos;s Tour* went to 10 billion) tours are kept for the exports on boards up to this many squares (a tour per run) the width of the choices&apos; column (wider only when larger text needs it)</extracomment>
        <translation>Löser in der Tabelle</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n} Züge</translation>
    </message>
    <message>
        <source>Each run gives up after trying this many moves</source>
        <translation>Jeder Lauf gibt nach so vielen versuchten Zügen auf</translation>
    </message>
    <message>
        <source>&amp;Keep each tour for the exports</source>
        <extracomment>each row keeps its tour, for the exports (on boards small enough to hold them all)</extracomment>
        <translation>Springerwege für Exporte &amp;merken</translation>
    </message>
    <message>
        <source>Each row keeps the tour it found: Export CSV and JSON then have a tour column a student can check square by square</source>
        <translation>Jede Zeile behält den gefundenen Springerweg: Der Export als CSV und JSON hat dann eine Spalte mit dem Springerweg, die ein Schüler Feld für Feld prüfen kann</translation>
    </message>
    <message>
        <source>Run over every start</source>
        <translation>Alle Startfelder durchlaufen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>what the next run is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>The table&apos;s progress</source>
        <translation>Fortschritt der Tabelle</translation>
    </message>
    <message>
        <source>Choose solvers and run them from every start square of the board set in the Explore tab.</source>
        <translation>Wähle Löser und lass sie von jedem Startfeld des Bretts laufen, das im Reiter Erkunden eingestellt ist.</translation>
    </message>
    <message>
        <source>Runs, one a row</source>
        <extracomment>the runs, sorted (by solver, then start in board order, until a header is clicked)</extracomment>
        <translation>Läufe, einer pro Zeile</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>Heatmaps, one a solver</source>
        <translation>Heatmaps, eine pro Löser</translation>
    </message>
    <message>
        <source>S&amp;olvers:</source>
        <translation>&amp;Löser:</translation>
    </message>
    <message>
        <source>&amp;Give up each run after:</source>
        <translation>&amp;Zuglimit je Lauf:</translation>
    </message>
    <message>
        <source>The table&apos;s choices</source>
        <translation>Die Einstellungen der Tabelle</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Geschlossene Springerwege auf {board}&lt;/b&gt;, ab jedem seiner {n} Felder (Brett und Art werden im Reiter Erkunden eingestellt).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Beliebige Springerwege, offen oder geschlossen, auf {board}&lt;/b&gt;, ab jedem seiner {n} Felder (Brett und Art werden im Reiter Erkunden eingestellt).</translation>
    </message>
    <message>
        <source>Tours are kept on boards of up to {n} squares</source>
        <translation>Springerwege werden auf Brettern mit bis zu {n} Feldern behalten</translation>
    </message>
    <message>
        <source>The results below are for closed tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation>Die Ergebnisse unten gelten für geschlossene Springerwege auf {board}, nicht für das, was der Reiter jetzt laufen ließe: Klicke auf „Alle Startfelder durchlaufen“, um auf diesem Brett zu laufen.</translation>
    </message>
    <message>
        <source>The results below are for tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation>Die Ergebnisse unten gelten für Springerwege auf {board}, nicht für das, was der Reiter jetzt laufen ließe: Klicke auf „Alle Startfelder durchlaufen“, um auf diesem Brett zu laufen.</translation>
    </message>
    <message>
        <source>Check at least one solver.</source>
        <translation>Hake mindestens einen Löser an.</translation>
    </message>
    <message>
        <source>Running {n} runs for closed tours on {board}…</source>
        <translation>{n} Läufe für geschlossene Springerwege auf {board} laufen…</translation>
    </message>
    <message>
        <source>Running {n} runs for tours on {board}…</source>
        <translation>{n} Läufe für Springerwege auf {board} laufen…</translation>
    </message>
</context>
<context>
    <name>TableResults</name>
    <message numerus="yes">
        <source>{done} of {total} runs</source>
        <translation>
            <numerusform>{done} von {total} Läufen</numerusform>
            <numerusform>{done} von {total} Läufen</numerusform>
        </translation>
    </message>
    <message>
        <source>No runs yet</source>
        <translation>Noch keine Läufe</translation>
    </message>
    <message>
        <source>Export {kind}</source>
        <translation>{kind} exportieren</translation>
    </message>
    <message>
        <source>{kind} files (*.{suffix})</source>
        <translation>{kind}-Dateien (*.{suffix})</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
</context>
<context>
    <name>TourFiles</name>
    <message>
        <source>Reading or writing a file</source>
        <translation>Eine Datei wird gelesen oder geschrieben</translation>
    </message>
    <message>
        <source>Cancel reading</source>
        <translation>Lesen abbrechen</translation>
    </message>
    <message>
        <source>Save tour as JSON</source>
        <translation>Springerweg als JSON speichern</translation>
    </message>
    <message>
        <source>JSON files</source>
        <translation>JSON-Dateien</translation>
    </message>
    <message>
        <source>Save tour as text</source>
        <translation>Springerweg als Text speichern</translation>
    </message>
    <message>
        <source>Text files</source>
        <translation>Textdateien</translation>
    </message>
    <message>
        <source>Saving {file}…</source>
        <translation>{file} wird gespeichert…</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>Nicht gespeichert.</translation>
    </message>
    <message>
        <source>Copying {n} squares…</source>
        <translation>{n} Felder werden kopiert…</translation>
    </message>
    <message>
        <source>Copied the tour to the clipboard: {n} squares in algebraic notation (a1 c2 …), ready to paste.</source>
        <translation>Springerweg in die Zwischenablage kopiert: {n} Felder in algebraischer Notation (a1 c2 …), bereit zum Einfügen.</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Springerweg öffnen</translation>
    </message>
    <message>
        <source>Tours (*.json *.txt *.ktm);;All files (*)</source>
        <translation>Springerwege (*.json *.txt *.ktm);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file} wird gelesen…</translation>
    </message>
    <message>
        <source>Stopped reading {file}.</source>
        <translation>Lesen von {file} gestoppt.</translation>
    </message>
    <message>
        <source>{file} was not opened.</source>
        <translation>{file} wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>{file} is not a tour of the {board} board: {why}.</source>
        <translation>{file} ist kein Springerweg auf dem Brett {board}: {why}.</translation>
    </message>
    <message>
        <source>Opened a valid closed tour of {board} from {square}.</source>
        <translation>Gültigen geschlossenen Springerweg auf {board} ab {square} geöffnet.</translation>
    </message>
    <message>
        <source>Opened a valid open tour of {board} from {square}.</source>
        <translation>Gültigen offenen Springerweg auf {board} ab {square} geöffnet.</translation>
    </message>
    <message>
        <source>All {count} tours in the file are valid; the board shows the first.</source>
        <translation>Alle {count} Springerwege in der Datei sind gültig; das Brett zeigt den ersten.</translation>
    </message>
</context>
<context>
    <name>TourPages</name>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>PNG-Bilder</translation>
    </message>
    <message>
        <source>Export vector picture</source>
        <translation>Vektorgrafik exportieren</translation>
    </message>
    <message>
        <source>SVG drawings</source>
        <translation>SVG-Zeichnungen</translation>
    </message>
    <message>
        <source>Knight&apos;s tour on {board}: start on any square</source>
        <translation>Springerweg auf {board}: Start auf einem beliebigen Feld</translation>
    </message>
    <message>
        <source>Worksheet: a closed knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Arbeitsblatt: ein geschlossener Springerweg auf {board} ab {square}. Nummeriere die Felder mit 2, 3, 4 und so weiter, in der Reihenfolge, in der der Springer sie besucht.</translation>
    </message>
    <message>
        <source>Worksheet: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Arbeitsblatt: ein Springerweg auf {board} ab {square}. Nummeriere die Felder mit 2, 3, 4 und so weiter, in der Reihenfolge, in der der Springer sie besucht.</translation>
    </message>
    <message>
        <source>A closed knight&apos;s tour of {board} from {square}</source>
        <translation>Ein geschlossener Springerweg auf {board} ab {square}</translation>
    </message>
    <message>
        <source>A knight&apos;s tour of {board} from {square}</source>
        <translation>Ein Springerweg auf {board} ab {square}</translation>
    </message>
    <message>
        <source>Moves 1 to {n} from {square} on {board}</source>
        <translation>Züge 1 bis {n} ab {square} auf {board}</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>An den Drucker gesendet.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation>PDF-Dokumente</translation>
    </message>
    <message>
        <source>Export worksheet PDF</source>
        <translation>Arbeitsblatt als PDF exportieren</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>open another game</source>
        <extracomment>the solver a tour played by hand is saved as (as core/formats.game_document says) the solver a tour played by hand is saved as (as core/formats.game_document says) the tour file last opened or saved, and the tour shown then (the title names it) the snapshot of a game replayed in Explore (saving it says &quot;by hand&quot;)</extracomment>
        <translation>eine andere Partie öffnest</translation>
    </message>
    <message>
        <source>No game to save yet: click a square to start one.</source>
        <translation>Noch keine Partie zum Speichern: Klicke auf ein Feld, um eine zu beginnen.</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <source>The board is too large for this machine&apos;s memory.</source>
        <extracomment>the run this worker belongs to, for the window to drop the answers of older ones (a slot reads it as self.sender().generation) errors no worker expected (a bug): kept so that the tests fail on them</extracomment>
        <translation>Das Brett ist zu groß für den Speicher dieses Computers.</translation>
    </message>
    <message>
        <source>Something went wrong in the run ({what}). Please report it.</source>
        <translation>Beim Lauf ist etwas schiefgegangen ({what}). Bitte melde es.</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets for a class</source>
        <translation>Arbeitsblätter für eine Klasse</translation>
    </message>
    <message>
        <source>How many pupils</source>
        <translation>Wie viele Schüler</translation>
    </message>
    <message>
        <source>The same start for every pupil:</source>
        <translation>Derselbe Start für alle Schüler:</translation>
    </message>
    <message>
        <source>A different start for each pupil</source>
        <translation>Ein anderer Start für jeden Schüler</translation>
    </message>
    <message>
        <source>The start for every pupil</source>
        <translation>Der Start für alle Schüler</translation>
    </message>
    <message numerus="yes">
        <source>{n} boards a page</source>
        <translation>
            <numerusform>{n} Brett pro Seite</numerusform>
            <numerusform>{n} Bretter pro Seite</numerusform>
        </translation>
    </message>
    <message>
        <source>A line for the name and the date</source>
        <translation>Eine Zeile für Name und Datum</translation>
    </message>
    <message>
        <source>Add the answer key (each pupil&apos;s tour)</source>
        <translation>Lösungen beifügen (der Springerweg jedes Schülers)</translation>
    </message>
    <message>
        <source>On the {board} board set in the Explore tab.</source>
        <translation>Auf dem Brett {board}, das im Reiter Erkunden eingestellt ist.</translation>
    </message>
    <message>
        <source>&amp;Pupils:</source>
        <translation>&amp;Schüler:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Anordnung:</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Vorschau…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Name: ______________________   Date: ____________</source>
        <translation>Name: ______________________   Datum: ____________</translation>
    </message>
    <message>
        <source>Not made: {why}</source>
        <translation>Nicht erstellt: {why}</translation>
    </message>
    <message>
        <source>Finding a tour for each worksheet…</source>
        <translation>Suche einen Springerweg für jedes Arbeitsblatt…</translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages, answer key included.</source>
        <translation>
            <numerusform>{sheets} auf {n} Seite, Lösungen inbegriffen.</numerusform>
            <numerusform>{sheets} auf {n} Seiten, Lösungen inbegriffen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages.</source>
        <translation>
            <numerusform>{sheets} auf {n} Seite.</numerusform>
            <numerusform>{sheets} auf {n} Seiten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} worksheets</source>
        <translation>
            <numerusform>{n} Arbeitsblatt</numerusform>
            <numerusform>{n} Arbeitsblätter</numerusform>
        </translation>
    </message>
    <message>
        <source>Export worksheets</source>
        <translation>Arbeitsblätter exportieren</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>An den Drucker gesendet.</translation>
    </message>
</context>
<context>
    <name>WorksheetSet</name>
    <message>
        <source>Worksheet {pupil}: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Arbeitsblatt {pupil}: ein Springerweg auf {board} ab {square}. Nummeriere die Felder mit 2, 3, 4 und so weiter, in der Reihenfolge, in der der Springer sie besucht.</translation>
    </message>
    <message>
        <source>Answer key, worksheet {pupil}: a knight&apos;s tour of {board} from {square}</source>
        <translation>Lösung, Arbeitsblatt {pupil}: ein Springerweg auf {board} ab {square}</translation>
    </message>
</context>
<context>
    <name>announce</name>
    <message>
        <source>{title}: {text}</source>
        <extracomment>while it runs, what is said waits for an answer on its way (see hold)</extracomment>
        <translation>{title}: {text}</translation>
    </message>
</context>
<context>
    <name>board</name>
    <message>
        <source>a leaper is (a, b) with 0 &lt;= a &lt;= b and b &gt;= 1, not ({a}, {b})</source>
        <extracomment>The knight&apos;s eight jumps as (file delta, rank delta), rank growing upward. This is the default order in which order-dependent solvers try them: anticlockwise, starting with the jump two files right and one rank up. Largest side accepted from a board spec; the memory check decides what really fits.</extracomment>
        <translation>eine Sprungfigur ist (a, b) mit 0 &lt;= a &lt;= b und b &gt;= 1, nicht ({a}, {b})</translation>
    </message>
    <message>
        <source>leaper {text} is not &apos;A,B&apos; (such as 1,2) or one of: {names}</source>
        <translation>Sprungfigur {text} ist weder „A,B“ (etwa 1,2) noch einer dieser Namen: {names}</translation>
    </message>
    <message>
        <source>leaper {text} jumps farther than any board is wide</source>
        <translation>Sprungfigur {text} springt weiter, als irgendein Brett breit ist</translation>
    </message>
    <message>
        <source>jump order {text} is not a list of &apos;file,rank&apos; pairs such as &apos;2,1 1,2 ...&apos;</source>
        <translation>Sprungfolge {text} ist keine Liste von Paaren „Linie,Reihe“ wie „2,1 1,2 ...“</translation>
    </message>
    <message>
        <source>the eight knight jumps (±1,±2 and ±2,±1)</source>
        <translation>die acht Springersprünge (±1,±2 und ±2,±1)</translation>
    </message>
    <message>
        <source>the leaper&apos;s {n} jumps</source>
        <translation>die {n} Sprünge der Sprungfigur</translation>
    </message>
    <message>
        <source>jump order {text} must list {what} once each</source>
        <translation>Sprungfolge {text} muss {what} je genau einmal enthalten</translation>
    </message>
    <message>
        <source>square {text} is not a square name such as a1 or h8</source>
        <extracomment>at most this many holes are named one by one in a board&apos;s description a run needing fewer bytes than this fits on any machine the program runs on (file, rank) pairs; a Board3D&apos;s are (file, rank, layer) triples</extracomment>
        <translation>Feld {text} ist kein Feldname wie a1 oder h8</translation>
    </message>
    <message>
        <source>square {text} is off the {board} board (files a-{last}, ranks 1-{rows})</source>
        <translation>Feld {text} liegt nicht auf dem Brett {board} (Linien a-{last}, Reihen 1-{rows})</translation>
    </message>
    <message>
        <source>square {text} has been removed from the board</source>
        <extracomment>the knight in three dimensions: two squares along one axis, one along another</extracomment>
        <translation>Feld {text} wurde vom Brett entfernt</translation>
    </message>
</context>
<context>
    <name>explain</name>
    <message>
        <source>No tour exists on {board}: every path a knight can make there misses at least one square. Mathematicians have proved it for every board of this shape (Cull and De Curtins 1978; Conrad et al. 1994).</source>
        <translation>Auf {board} gibt es keinen Springerweg: Jeder Pfad, den ein Springer dort gehen kann, lässt mindestens ein Feld aus. Mathematiker haben das für jedes Brett dieser Form bewiesen (Cull und De Curtins 1978; Conrad et al. 1994).</translation>
    </message>
    <message>
        <source>Count the moves. Every square of {board} with only two moves must use both in a closed tour, and here those forced moves already give every square its two moves. They close into two separate loops of six squares, {one} ({a}) and {two} ({b}), so no single circuit can visit all twelve squares (Schwenk 1991 lists 3x4 among the boards with no closed tour).</source>
        <translation>Zähle die Züge. Jedes Feld von {board} mit nur zwei Zügen muss in einer geschlossenen Tour beide benutzen, und hier geben diese erzwungenen Züge schon jedem Feld seine zwei Züge. Sie schließen sich zu zwei getrennten Schleifen aus je sechs Feldern, {one} ({a}) und {two} ({b}), also kann kein einzelner Rundweg alle zwölf Felder besuchen (Schwenk 1991 zählt 3x4 zu den Brettern ohne geschlossene Tour).</translation>
    </message>
    <message>
        <source>Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). A knight always jumps to the other colour, so a tour that comes back to its start visits as many light squares as dark ones. Here they are not equal, so no closed tour can exist.</source>
        <translation>Zähle die Felder: {board} hat {dark} dunkle ({d}) und {light} helle ({l}). Ein Springer springt immer auf die andere Farbe, also besucht ein Springerweg, der zu seinem Start zurückkehrt, gleich viele helle wie dunkle Felder. Hier sind es nicht gleich viele, also kann es keinen geschlossenen Springerweg geben.</translation>
    </message>
    <message>
        <source>On a board 4 squares wide, a knight on an outer line ({o}) can only jump to an inner line ({i}), and there are as many {o} squares as {i} squares. So a tour that comes back to its start must go {o}, {i}, {o}, {i}… all the way round. But the colours alternate too, so every {o} square would have one colour and every {i} square the other, and that is not so: no closed tour can exist (Posa&apos;s argument).</source>
        <translation>Auf einem Brett, das 4 Felder breit ist, kann ein Springer von einer äußeren Linie ({o}) nur auf eine innere Linie ({i}) springen, und es gibt gleich viele {o}-Felder wie {i}-Felder. Also muss ein Springerweg, der zu seinem Start zurückkehrt, ringsherum {o}, {i}, {o}, {i} … gehen. Aber auch die Farben wechseln sich ab, also hätte jedes {o}-Feld die eine Farbe und jedes {i}-Feld die andere, und das stimmt nicht: Es kann keinen geschlossenen Springerweg geben (Argument von Posa).</translation>
    </message>
    <message>
        <source>Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). A knight always jumps to the other colour, so a tour goes dark, light, dark, light… With one more dark square than light, it must start and end on dark. {square} is light, so no tour can start there.</source>
        <translation>Zähle die Felder: {board} hat {dark} dunkle ({d}) und {light} helle ({l}). Ein Springer springt immer auf die andere Farbe, also geht ein Springerweg dunkel, hell, dunkel, hell … Mit einem dunklen Feld mehr als hellen muss er auf Dunkel beginnen und enden. {square} ist hell, also kann dort kein Springerweg beginnen.</translation>
    </message>
    <message>
        <source>Count the doors. The four corners ({c}) and the two rings of edge squares ({a} and {b}, four squares each, a knight&apos;s move apart) can only be reached from the four middle squares ({m}). A path passes each middle square once, in and out: 8 moves through the middle in all. But going through a corner takes 2 of them (8 for the four corners), and getting into a ring and out again takes 2 more for each ring: 12. The path&apos;s two ends save at most 2, so 10 are needed and only 8 exist: no knight&apos;s path visits all 16 squares (Conrad et al. 1994 prove it for every board of this shape).</source>
        <translation>Zähle die Türen. Die vier Ecken ({c}) und die zwei Ringe aus Randfeldern ({a} und {b}, je vier Felder, jeweils einen Springerzug voneinander entfernt) sind nur von den vier mittleren Feldern ({m}) aus erreichbar. Ein Pfad geht durch jedes mittlere Feld einmal, hinein und hinaus: insgesamt 8 Züge durch die Mitte. Aber der Weg durch eine Ecke braucht 2 davon (8 für die vier Ecken), und in einen Ring hinein und wieder hinaus braucht 2 weitere für jeden Ring: 12. Die beiden Enden des Pfades sparen höchstens 2, also werden 10 gebraucht, und es gibt nur 8: Kein Springerpfad besucht alle 16 Felder (Conrad et al. 1994 beweisen es für jedes Brett dieser Form).</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>that square is not on the board</source>
        <translation>dieses Feld ist nicht auf dem Brett</translation>
    </message>
    <message>
        <source>{square} has been visited already (move {n})</source>
        <translation>{square} wurde schon besucht (Zug {n})</translation>
    </message>
    <message>
        <source>{square} is not a knight&apos;s move from {knight}</source>
        <translation>{square} ist keinen Springerzug von {knight} entfernt</translation>
    </message>
    <message>
        <source>move {n} ({square}): {why}</source>
        <translation>Zug {n} ({square}): {why}</translation>
    </message>
    <message>
        <source>the knight on {square} has no move left: you visited {done} of {all} squares</source>
        <translation>der Springer auf {square} hat keinen Zug mehr: Du hast {done} von {all} Feldern besucht</translation>
    </message>
    <message>
        <source>{square} can no longer be reached: every square a knight&apos;s move away from it is visited</source>
        <translation>{square} ist nicht mehr erreichbar: Jedes Feld, das einen Springerzug davon entfernt liegt, ist besucht</translation>
    </message>
    <message>
        <source>{square} can only be entered by the next move, and the knight would be stuck there</source>
        <translation>{square} kann nur noch mit dem nächsten Zug betreten werden, und der Springer säße dort fest</translation>
    </message>
    <message>
        <source>{a} and {b} each have only one way in left, so both would have to be the last square</source>
        <translation>{a} und {b} haben jeweils nur noch einen Zugang, also müssten beide das letzte Feld sein</translation>
    </message>
    <message>
        <source>{square} and {n} more are cut off: the knight can no longer reach them through unvisited squares</source>
        <translation>{square} und {n} weitere sind abgeschnitten: Der Springer kann sie über unbesuchte Felder nicht mehr erreichen</translation>
    </message>
    <message>
        <source>the program tried every way on from here, and none visits all the squares that are left</source>
        <extracomment>the squares the reason names (a square shut off, two last squares, the stuck knight)</extracomment>
        <translation>das Programm hat jeden Weg von hier aus probiert, und keiner besucht alle übrigen Felder</translation>
    </message>
    <message>
        <source>no answer within {n} moves of searching</source>
        <translation>keine Antwort innerhalb von {n} Suchzügen</translation>
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
        <translation>Der erste magische Springerweg: Jede Reihe und jede Linie hat die Summe 260. Er verläuft von a8 nach c1.</translation>
    </message>
    <message>
        <source>A closed tour whose ranks and files add up to 260 and whose long diagonals miss by 4 each way (264 and 256). Dudeney doubted that a fully magic one exists; the computer search of every semi-magic 8x8 tour (Stertenbrink, Computing Magic Knight Tours, 2003) found none with magic diagonals.</source>
        <extracomment>the re-entrant tour H. E. Dudeney gave as the best answer he knew to &quot;The Magic Knight&apos;s Tour&quot; in Amusements in Mathematics (1917): ranks and files 260, diagonals 264 and 256</extracomment>
        <translation>Ein geschlossener Springerweg, dessen Reihen und Linien die Summe 260 haben und dessen lange Diagonalen um je 4 abweichen (264 und 256). Dudeney bezweifelte, dass es einen vollständig magischen gibt; die Computersuche aller halbmagischen 8x8-Springerwege (Stertenbrink, Computing Magic Knight Tours, 2003) fand keinen mit magischen Diagonalen.</translation>
    </message>
</context>
<context>
    <name>marks</name>
    <message>
        <source>D</source>
        <extracomment>boards up to this many squares get a label on each square</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>L</source>
        <translation>H</translation>
    </message>
    <message>
        <source>O</source>
        <translation>A</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>a dark square</source>
        <translation>ein dunkles Feld</translation>
    </message>
    <message>
        <source>a light square</source>
        <translation>ein helles Feld</translation>
    </message>
    <message>
        <source>a square of the first loop</source>
        <translation>ein Feld der ersten Schleife</translation>
    </message>
    <message>
        <source>a square of the second loop</source>
        <translation>ein Feld der zweiten Schleife</translation>
    </message>
    <message>
        <source>a square of an outer line</source>
        <translation>ein Feld einer äußeren Linie</translation>
    </message>
    <message>
        <source>a square of an inner line</source>
        <translation>ein Feld einer inneren Linie</translation>
    </message>
    <message>
        <source>C</source>
        <extracomment>4x4&apos;s squares by the part they play in the counting of doors (see _four_by_four)</extracomment>
        <translation>E</translation>
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
        <translation>eine Ecke</translation>
    </message>
    <message>
        <source>a square of one ring</source>
        <translation>ein Feld des einen Rings</translation>
    </message>
    <message>
        <source>a square of the other ring</source>
        <translation>ein Feld des anderen Rings</translation>
    </message>
    <message>
        <source>a middle square</source>
        <translation>ein mittleres Feld</translation>
    </message>
</context>
<context>
    <name>searches</name>
    <message>
        <source>Warnsdorff&apos;s rule</source>
        <translation>Die Warnsdorff-Regel</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with random ties</source>
        <translation>Die Warnsdorff-Regel mit Zufall bei Gleichstand</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with Pohl&apos;s tie-break</source>
        <translation>Die Warnsdorff-Regel mit Entscheid nach Pohl</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with Roth&apos;s tie-break</source>
        <translation>Die Warnsdorff-Regel mit Entscheid nach Roth</translation>
    </message>
    <message>
        <source>The go-to-the-bottom rule</source>
        <translation>Die Nach-unten-Regel</translation>
    </message>
    <message>
        <source>The stay-near-the-centre rule</source>
        <translation>Die Nahe-der-Mitte-Regel</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule is defined on square boards only.</source>
        <extracomment>Upper bound of the memory any search here takes per square (tables, path, keys, flags).</extracomment>
        <translation>Die Regel von Squirrel und Cull ist nur für quadratische Bretter definiert.</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule starts in a corner: choose a corner square.</source>
        <translation>Die Regel von Squirrel und Cull beginnt in einer Ecke: Wähle ein Eckfeld.</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule</source>
        <translation>Die Regel von Squirrel und Cull</translation>
    </message>
    <message>
        <source>That many moves is Automatic&apos;s step cap on boards of other leapers, with holes, wrapped or in three dimensions; a larger step limit searches longer.</source>
        <extracomment>from this many squares up, auto builds tours from tiles instead of searching on a board 3 or 4 wide and smaller than that, the exact search gets this many moves before the column-by-column method (whose tables take a moment to fill) takes over Automatic&apos;s own step cap on boards other than the knight&apos;s full rectangle (other leapers, holes, wrapping, three dimensions), where no construction applies and its exact search may run for hours without an answer; a run&apos;s own step limit replaces it</extracomment>
        <translation>So viele Züge gibt sich Automatisch höchstens auf Brettern mit anderen Sprungfiguren, mit Löchern, mit verbundenen Rändern oder in drei Dimensionen; ein größeres Zuglimit sucht länger.</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no closed tour and has not yet proved that none exists. {why}</source>
        <translation>Nach {cap} Zügen noch unentschieden: Die Suche hat keinen geschlossenen Springerweg gefunden und noch nicht bewiesen, dass es keinen gibt. {why}</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no tour from {start} to {end} and has not yet proved that none exists. {why}</source>
        <translation>Nach {cap} Zügen noch unentschieden: Die Suche hat keinen Springerweg von {start} nach {end} gefunden und noch nicht bewiesen, dass es keinen gibt. {why}</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no tour from {start} and has not yet proved that none exists. {why}</source>
        <translation>Nach {cap} Zügen noch unentschieden: Die Suche hat keinen Springerweg ab {start} gefunden und noch nicht bewiesen, dass es keinen gibt. {why}</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours after solution {n}.</source>
        <translation>Die Suche hat jeden Pfad probiert: Nach Lösung {n} gibt es keine weiteren geschlossenen Springerwege.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more tours from {first} to {last} after solution {n}.</source>
        <translation>Die Suche hat jeden Pfad probiert: Nach Lösung {n} gibt es keine weiteren Springerwege von {first} nach {last}.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more tours from {first} after solution {n}.</source>
        <translation>Die Suche hat jeden Pfad probiert: Nach Lösung {n} gibt es keine weiteren Springerwege ab {first}.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no closed tour exists on this board.</source>
        <translation>Die Suche hat jeden Pfad ab {first} probiert: Auf diesem Brett gibt es keinen geschlossenen Springerweg.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no tour from there ends on {last}.</source>
        <translation>Die Suche hat jeden Pfad ab {first} probiert: Kein Springerweg von dort endet auf {last}.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no tour exists from there.</source>
        <translation>Die Suche hat jeden Pfad ab {first} probiert: Von dort aus gibt es keinen Springerweg.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <extracomment>seconds of kernel work per chunk: short enough that a Stop acts well within 100 ms seconds between two progress reports (about 30 a second) squares of path a second that progress reports may carry: a report copies the path, and the window compares it with the last one, so a path of millions of squares (a board of 8 million) is reported a few times a second, not 30 (a million squares or fewer: 30) the first chunk&apos;s moves, and the bounds the chunk size adapts within seconds of a nap while pacing: Stop is looked at between naps a paced run faster than a move a frame is shown once a frame, not every move</extracomment>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Stopped by Ctrl-C.</source>
        <translation>Mit Strg+C gestoppt.</translation>
    </message>
    <message>
        <source>The step limit of {n} moves was reached.</source>
        <translation>Das Zuglimit von {n} Zügen wurde erreicht.</translation>
    </message>
    <message>
        <source>the rule</source>
        <extracomment>True when the run was answered by a theorem (no search made: a KnownResult no-tour) a cap the solver puts on its own moves when the run sets none (Automatic&apos;s, on boards where a search may run long), and what a run that reaches it says; None: no cap the square tours are read from to list each circuit once (the start asked for: a search restarted elsewhere reads its tours from there)</extracomment>
        <translation>die Regel</translation>
    </message>
    <message>
        <source>{rule} reached a dead end at {square} after visiting {n} of {all} squares.</source>
        <translation>{rule} ist nach {n} von {all} besuchten Feldern bei {square} in eine Sackgasse geraten.</translation>
    </message>
    <message>
        <source>(Automatic&apos;s exhaustive search on a small board: the moves chosen one by one with all they force, every choice tried.)</source>
        <translation>(Erschöpfende Suche von Automatisch auf einem kleinen Brett: die Züge einzeln gewählt, mit allem, was sie erzwingen, jede Wahl versucht.)</translation>
    </message>
</context>
<context>
    <name>solvers</name>
    <message>
        <source>Automatic</source>
        <extracomment>the search for an open tour that ends on a chosen square (board, start, end, seed), or None when the solver cannot aim at one (the heuristics, the constructions) the solver in one plain sentence, for a first visit (the description gives the details and the sources) the sources the descriptions cite, by author and title</extracomment>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Answers at once where a theorem rules a tour out (Schwenk; Cull and De Curtins; the colour argument; for other leapers, holes and wrapping, the move graph&apos;s colours and connectivity). Boards of 1,024 squares or more get a tour built by divide and conquer, and boards 3 or 4 wide are decided column by column (exact, any length; below 1,024 squares after a short try of the search below); otherwise it runs an exact search in Warnsdorff order with Roth&apos;s tie-break and full pruning, restarted under shuffled jump orders when it runs long: on most boards it walks straight to a tour, and it proves when none exists. On boards of other leapers, with holes, wrapped or in three dimensions, of 100 squares or fewer, an exact search that chooses moves as edges, with everything each choice forces, takes turns with that search, and the two get at most 500,000,000 moves; on larger ones that search gets at most 50,000,000 moves (seconds), unless a step limit is given: if it has neither found a tour nor proved there is none by then, it ends saying the question is still open. The command line shows its progress on stderr while it searches.</source>
        <translation>Antwortet sofort, wo ein Theorem einen Springerweg ausschließt (Schwenk; Cull und De Curtins; das Farbargument; bei anderen Sprungfiguren, Löchern und verbundenen Rändern die Farben und der Zusammenhang des Zuggraphen). Bretter mit 1.024 oder mehr Feldern bekommen einen Springerweg, der nach „Teile und herrsche“ gebaut wird, und Bretter mit 3 oder 4 Feldern Breite werden Spalte für Spalte entschieden (exakt, bei jeder Länge; unter 1.024 Feldern nach einem kurzen Versuch mit der unten beschriebenen Suche); sonst läuft eine exakte Suche in Warnsdorff-Reihenfolge mit Entscheid nach Roth und vollem Beschneiden (Pruning), die mit gemischten Sprungfolgen neu startet, wenn sie lange dauert: Auf den meisten Brettern geht sie direkt zu einem Springerweg, und sie beweist es, wenn es keinen gibt. Auf Brettern mit anderen Sprungfiguren, mit Löchern, mit verbundenen Rändern oder in drei Dimensionen mit 100 oder weniger Feldern wechselt sich eine exakte Suche, die Züge als Kanten wählt, mit allem, was jede Wahl erzwingt, mit dieser Suche ab, und beide zusammen bekommen höchstens 500.000.000 Züge; auf größeren bekommt diese Suche höchstens 50.000.000 Züge (Sekunden), sofern kein Zuglimit angegeben ist: Hat sie bis dahin weder einen Springerweg gefunden noch bewiesen, dass es keinen gibt, endet sie mit der Aussage, dass die Frage noch offen ist. Die Kommandozeile zeigt während der Suche ihren Fortschritt auf stderr.</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>Backtracking (Rücksetzen)</translation>
    </message>
    <message>
        <source>Depth-first search: try the jumps in the fixed order, and when the knight is stuck take the last move back and try the next jump there. Complete but slow: from some squares of 8x8 it needs billions of moves.</source>
        <translation>Tiefensuche: die Sprünge in der festen Reihenfolge probieren und, wenn der Springer feststeckt, den letzten Zug zurücknehmen und dort den nächsten Sprung probieren. Vollständig, aber langsam: Von manchen Feldern auf 8x8 braucht sie Milliarden Züge.</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>Vorwärtsprüfung</translation>
    </message>
    <message>
        <source>Backtracking that looks ahead after every move and backs off at once when some unvisited square has no way in left, instead of discovering it many moves later.</source>
        <translation>Backtracking, das nach jedem Zug vorausschaut und sofort zurückweicht, wenn ein unbesuchtes Feld keinen Zugang mehr hat, statt das erst viele Züge später zu entdecken.</translation>
    </message>
    <message>
        <source>Degree order</source>
        <translation>Gradordnung</translation>
    </message>
    <message>
        <source>Backtracking with each square&apos;s moves sorted once, before the search, by how many moves the target has on the empty board: corners and edges first.</source>
        <translation>Backtracking, bei dem die Züge jedes Feldes einmal vor der Suche sortiert werden, danach, wie viele Züge das Zielfeld auf dem leeren Brett hat: Ecken und Ränder zuerst.</translation>
    </message>
    <message>
        <source>Warnsdorff</source>
        <translation>Warnsdorff</translation>
    </message>
    <message>
        <source>Greedy: always jump to the square with the fewest onward moves; the first in jump order wins ties. Linear time and usually right, but it never reconsiders, so it can dead-end.</source>
        <translation>Gierig: immer auf das Feld mit den wenigsten weiteren Zügen springen; bei Gleichstand gewinnt das erste in der Sprungfolge. Lineare Laufzeit und meistens richtig, aber er überdenkt nie eine Wahl und kann daher in eine Sackgasse geraten.</translation>
    </message>
    <message>
        <source>Warnsdorff, random ties</source>
        <translation>Warnsdorff, Zufallsentscheid</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken by a seeded random choice (--seed): a different seed gives a different tour, and a failed run can simply be retried.</source>
        <translation>Die Warnsdorff-Regel, wobei ein Gleichstand durch eine Zufallswahl mit festem Startwert (--seed) entschieden wird: Ein anderer Startwert ergibt einen anderen Springerweg, und ein gescheiterter Lauf kann einfach wiederholt werden.</translation>
    </message>
    <message>
        <source>Warnsdorff, Pohl&apos;s tie-break</source>
        <translation>Warnsdorff, Entscheid nach Pohl</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken by applying the rule once more: among tied squares, prefer the one whose own least-free onward square has the fewest moves; remaining ties go to the first in jump order.</source>
        <translation>Die Warnsdorff-Regel, wobei ein Gleichstand entschieden wird, indem die Regel ein weiteres Mal angewandt wird: Unter gleichauf liegenden Feldern wird das bevorzugt, dessen eigenes am wenigsten freies Folgefeld die wenigsten Züge hat; ein verbleibender Gleichstand geht an das erste in der Sprungfolge.</translation>
    </message>
    <message>
        <source>Warnsdorff, Roth&apos;s tie-break</source>
        <translation>Warnsdorff, Entscheid nach Roth</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken towards the square farthest from the centre of the board, which keeps the knight on the rim until the rim is done.</source>
        <translation>Die Warnsdorff-Regel, wobei ein Gleichstand zugunsten des Feldes entschieden wird, das am weitesten von der Mitte des Bretts entfernt ist; das hält den Springer am Rand, bis der Rand fertig ist.</translation>
    </message>
    <message>
        <source>Squirrel and Cull</source>
        <translation>Squirrel und Cull</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule from a corner of a square board, with ties broken by an order of the eight directions that changes at a few fixed squares; the orders depend on the board size mod 8. Linear time, and reported to give a tour on every square board from 5x5 up.</source>
        <translation>Die Warnsdorff-Regel ab einer Ecke eines quadratischen Bretts, wobei ein Gleichstand durch eine Reihenfolge der acht Richtungen entschieden wird, die sich an einigen festen Feldern ändert; die Reihenfolgen hängen von der Brettgröße modulo 8 ab. Lineare Laufzeit und laut Veröffentlichung ein Springerweg auf jedem quadratischen Brett ab 5x5.</translation>
    </message>
    <message>
        <source>Warnsdorff with backtracking</source>
        <translation>Warnsdorff mit Backtracking</translation>
    </message>
    <message>
        <source>A complete backtracking search that tries the moves at every square in Warnsdorff order (fewest onward moves first). It follows Warnsdorff&apos;s path while that works and backs up only when it dead-ends, so it never gives up while the step limit lasts.</source>
        <translation>Eine vollständige Backtracking-Suche, die die Züge auf jedem Feld in Warnsdorff-Reihenfolge probiert (wenigste weitere Züge zuerst). Sie folgt dem Weg von Warnsdorff, solange das klappt, und geht nur in einer Sackgasse zurück, daher gibt sie nie auf, solange das Zuglimit reicht.</translation>
    </message>
    <message>
        <source>Naive: go to the bottom</source>
        <translation>Naiv: nach unten</translation>
    </message>
    <message>
        <source>The first rule people try: always jump to the lowest rank available. It fills the bottom well and then strands the knight at the top; kept to show why Warnsdorff is needed.</source>
        <translation>Die erste Regel, die man ausprobiert: immer auf die niedrigste verfügbare Reihe springen. Sie füllt den unteren Teil gut und lässt den Springer dann oben stranden; behalten, um zu zeigen, warum Warnsdorff nötig ist.</translation>
    </message>
    <message>
        <source>Naive: stay near the centre</source>
        <translation>Naiv: nahe der Mitte</translation>
    </message>
    <message>
        <source>Always jump to the square nearest the centre. The knight circles the middle and cuts off the corners, where it gets stuck; kept to show why Warnsdorff is needed.</source>
        <translation>Immer auf das Feld springen, das der Mitte am nächsten ist. Der Springer kreist um die Mitte und schneidet die Ecken ab, wo er dann steckenbleibt; behalten, um zu zeigen, warum Warnsdorff nötig ist.</translation>
    </message>
    <message>
        <source>Divide and conquer</source>
        <translation>Teile und herrsche</translation>
    </message>
    <message>
        <source>Cuts the board into blocks of 5 to 10 squares a side, lays a stored tour on each and joins neighbouring blocks by swapping two moves for two moves across their border: a tour of a million squares in milliseconds, closed whenever the board has an even number of squares. Boards 3 or 4 wide are decided column by column instead: a dynamic programme over the ways a tour can cross each column, exact and linear in the length.</source>
        <translation>Zerlegt das Brett in Blöcke mit 5 bis 10 Feldern Seitenlänge, legt auf jeden einen gespeicherten Springerweg und verbindet benachbarte Blöcke, indem zwei Züge über ihre Grenze hinweg gegen zwei andere getauscht werden: ein Springerweg über eine Million Felder in Millisekunden, geschlossen, wann immer das Brett eine gerade Zahl von Feldern hat. Bretter mit 3 oder 4 Feldern Breite werden stattdessen Spalte für Spalte entschieden: eine dynamische Programmierung über die Arten, wie ein Springerweg jede Spalte kreuzen kann, exakt und linear in der Länge.</translation>
    </message>
    <message>
        <source>Known circuit</source>
        <translation>Bekannter Rundgang</translation>
    </message>
    <message>
        <source>Finds one closed tour of the board (built by divide and conquer or column by column where those apply, else searched for from the first square), then starts it at the chosen square: a closed tour can be entered anywhere. Finding the circuit is part of every run: its moves and its time are the run&apos;s.</source>
        <translation>Findet einen geschlossenen Springerweg des Bretts (mit „Teile und herrsche“ oder Spalte für Spalte gebaut, wo das geht, sonst ab dem ersten Feld gesucht) und beginnt ihn dann auf dem gewählten Feld: Einen geschlossenen Springerweg kann man überall betreten. Das Finden des Rundgangs gehört zu jedem Lauf: Seine Züge und seine Zeit sind die des Laufs.</translation>
    </message>
    <message>
        <source>Picks the best way for this board by itself: the quickest way to a tour, or the reason there is none.</source>
        <translation>Wählt selbst den besten Weg für dieses Brett: den schnellsten Weg zu einem Springerweg oder den Grund, warum es keinen gibt.</translation>
    </message>
    <message>
        <source>Tries the moves in a fixed order and, at a dead end, steps back and tries the next move: slow, but it never misses a tour.</source>
        <translation>Probiert die Züge in fester Reihenfolge, geht in einer Sackgasse zurück und probiert den nächsten Zug: langsam, aber er verpasst nie einen Springerweg.</translation>
    </message>
    <message>
        <source>Backtracking that turns back as soon as some square can no longer be reached, instead of waiting for the dead end.</source>
        <translation>Backtracking, das umkehrt, sobald ein Feld nicht mehr erreichbar ist, statt auf die Sackgasse zu warten.</translation>
    </message>
    <message>
        <source>Backtracking that tries first the squares with the fewest moves on the empty board.</source>
        <translation>Backtracking, das zuerst die Felder mit den wenigsten Zügen auf dem leeren Brett probiert.</translation>
    </message>
    <message>
        <source>Always jumps to the square with the fewest ways on: a simple rule that usually finds a tour at once.</source>
        <translation>Springt immer auf das Feld mit den wenigsten weiteren Zügen: eine einfache Regel, die meistens sofort einen Springerweg findet.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, choosing by lot between squares that are equally good.</source>
        <translation>Die Warnsdorff-Regel, die zwischen gleich guten Feldern per Los wählt.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, looking one move further ahead between squares that are equally good.</source>
        <translation>Die Warnsdorff-Regel, die zwischen gleich guten Feldern einen Zug weiter vorausschaut.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, choosing the square farthest from the centre between squares that are equally good.</source>
        <translation>Die Warnsdorff-Regel, die zwischen gleich guten Feldern das von der Mitte am weitesten entfernte wählt.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule from a corner, with a fixed order for ties that changes at set squares: made for square boards.</source>
        <translation>Die Warnsdorff-Regel ab einer Ecke, mit einer festen Reihenfolge bei Gleichstand, die sich an bestimmten Feldern ändert: gemacht für quadratische Bretter.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, stepping back at a dead end: quick, and it never misses a tour.</source>
        <translation>Die Warnsdorff-Regel, die in einer Sackgasse zurückgeht: schnell, und sie verpasst nie einen Springerweg.</translation>
    </message>
    <message>
        <source>Always goes as low on the board as it can: a rule that looks sensible and gets stuck.</source>
        <translation>Geht immer so weit nach unten auf dem Brett wie möglich: eine Regel, die vernünftig aussieht und steckenbleibt.</translation>
    </message>
    <message>
        <source>Always stays as near the centre as it can: another rule that looks sensible and gets stuck.</source>
        <translation>Bleibt immer so nah an der Mitte wie möglich: noch eine Regel, die vernünftig aussieht und steckenbleibt.</translation>
    </message>
    <message>
        <source>Cuts a big board into small pieces with known tours and joins them: huge boards in seconds.</source>
        <translation>Zerlegt ein großes Brett in kleine Stücke mit bekannten Springerwegen und verbindet sie: riesige Bretter in Sekunden.</translation>
    </message>
    <message>
        <source>Takes a tour that returns to its start and begins it at the chosen square.</source>
        <translation>Nimmt einen Springerweg, der zu seinem Start zurückkehrt, und beginnt ihn auf dem gewählten Feld.</translation>
    </message>
</context>
<context>
    <name>symmetric</name>
    <message>
        <source>No closed tour of {board} has quarter-turn symmetry: a quarter turn carries the board onto itself only when it is square.</source>
        <extracomment>the turns a symmetric tour may have, in degrees</extracomment>
        <translation>Kein geschlossener Springerweg auf {board} ist bei einer Vierteldrehung symmetrisch: Eine Vierteldrehung bildet das Brett nur dann auf sich selbst ab, wenn es quadratisch ist.</translation>
    </message>
    <message>
        <source>No closed tour of this board has quarter-turn symmetry: its holes are not symmetric, so the quarter turn would carry a square of the tour onto a hole.</source>
        <translation>Kein geschlossener Springerweg auf diesem Brett ist bei einer Vierteldrehung symmetrisch: Seine Löcher liegen nicht symmetrisch, also würde die Vierteldrehung ein Feld des Springerwegs auf ein Loch bringen.</translation>
    </message>
    <message>
        <source>No closed tour of this board has half-turn symmetry: its holes are not symmetric, so the half turn would carry a square of the tour onto a hole.</source>
        <translation>Kein geschlossener Springerweg auf diesem Brett ist bei einer halben Drehung symmetrisch: Seine Löcher liegen nicht symmetrisch, also würde die halbe Drehung ein Feld des Springerwegs auf ein Loch bringen.</translation>
    </message>
    <message>
        <source>No closed tour of {n}x{n} has quarter-turn symmetry: a quarter turn carries each square to one of the other colour, and it carries every square of such a tour a quarter of the way along it, {q} moves, an even number, which keeps the colour (quarter-turn symmetry needs a side of the form 4k + 2: Jelliss).</source>
        <translation>Kein geschlossener Springerweg auf {n}x{n} ist bei einer Vierteldrehung symmetrisch: Eine Vierteldrehung bringt jedes Feld auf eines der anderen Farbe, und sie verschiebt jedes Feld eines solchen Springerwegs um ein Viertel seiner Länge, {q} Züge, eine gerade Zahl, die die Farbe erhält (Symmetrie bei Vierteldrehung braucht eine Seitenlänge der Form 4k + 2: Jelliss).</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours with half-turn symmetry after solution {n}.</source>
        <extracomment>moves the block&apos;s search gets before the orbits&apos; searches take over boards from this many squares get the block&apos;s try first</extracomment>
        <translation>Die Suche hat jeden Pfad probiert: Nach Lösung {n} gibt es keine weiteren geschlossenen Springerwege, die bei einer halben Drehung symmetrisch sind.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours with quarter-turn symmetry after solution {n}.</source>
        <translation>Die Suche hat jeden Pfad probiert: Nach Lösung {n} gibt es keine weiteren geschlossenen Springerwege, die bei einer Vierteldrehung symmetrisch sind.</translation>
    </message>
    <message>
        <source>The search tried every path: no closed tour of {board} has half-turn symmetry.</source>
        <translation>Die Suche hat jeden Pfad probiert: Kein geschlossener Springerweg auf {board} ist bei einer halben Drehung symmetrisch.</translation>
    </message>
    <message>
        <source>The search tried every path: no closed tour of {board} has quarter-turn symmetry.</source>
        <translation>Die Suche hat jeden Pfad probiert: Kein geschlossener Springerweg auf {board} ist bei einer Vierteldrehung symmetrisch.</translation>
    </message>
</context>
<context>
    <name>theorems</name>
    <message>
        <source>a single square has no move to close a circuit</source>
        <translation>ein einzelnes Feld hat keinen Zug, um einen Rundgang zu schließen</translation>
    </message>
    <message>
        <source>both sides are odd, so the board has an odd number of squares and a circuit, which alternates colours, cannot cover them</source>
        <translation>beide Seiten sind ungerade, also hat das Brett eine ungerade Zahl von Feldern, und ein Rundgang, der die Farben abwechselt, kann sie nicht alle abdecken</translation>
    </message>
    <message>
        <source>a board 1 square wide has squares with fewer than two moves</source>
        <translation>ein Brett mit 1 Feld Breite hat Felder mit weniger als zwei Zügen</translation>
    </message>
    <message>
        <source>a board 2 squares wide has squares with fewer than two moves</source>
        <translation>ein Brett mit 2 Feldern Breite hat Felder mit weniger als zwei Zügen</translation>
    </message>
    <message>
        <source>on a board 4 squares wide the outer ranks can only be joined through the inner ones, which a circuit cannot do for every square</source>
        <translation>auf einem Brett mit 4 Feldern Breite können die äußeren Reihen nur über die inneren verbunden werden, was ein Rundgang nicht für jedes Feld schaffen kann</translation>
    </message>
    <message>
        <source>3x{n} is one of the three 3-wide boards excluded</source>
        <translation>3x{n} ist eines der drei ausgeschlossenen Bretter mit 3 Feldern Breite</translation>
    </message>
    <message>
        <source>No closed tour exists on {board}: {why} (Schwenk 1991).</source>
        <translation>Auf {board} gibt es keinen geschlossenen Springerweg: {why} (Schwenk 1991).</translation>
    </message>
    <message>
        <source>a knight cannot move at all on a board one square wide</source>
        <translation>ein Springer kann auf einem Brett mit einem Feld Breite überhaupt nicht ziehen</translation>
    </message>
    <message>
        <source>on a board two squares wide the knight&apos;s moves form separate chains</source>
        <translation>auf einem Brett mit zwei Feldern Breite bilden die Springerzüge getrennte Ketten</translation>
    </message>
    <message>
        <source>the centre square of 3x3 cannot be reached by any move</source>
        <translation>das Mittelfeld von 3x3 kann mit keinem Zug erreicht werden</translation>
    </message>
    <message>
        <source>3x{n} is one of the small 3-wide boards with no Hamiltonian path</source>
        <translation>3x{n} ist eines der kleinen Bretter mit 3 Feldern Breite ohne Hamiltonpfad</translation>
    </message>
    <message>
        <source>4x4 has no Hamiltonian path</source>
        <translation>4x4 hat keinen Hamiltonpfad</translation>
    </message>
    <message>
        <source>No open tour exists on {board}: {why} (Cull and De Curtins 1978; Conrad et al. 1994).</source>
        <translation>Auf {board} gibt es keinen offenen Springerweg: {why} (Cull und De Curtins 1978; Conrad et al. 1994).</translation>
    </message>
    <message>
        <source>No tour starts on {square}: the {board} board has an odd number of squares, so a tour must start and end on the corners&apos; colour and {square} is the other colour.</source>
        <translation>Kein Springerweg beginnt auf {square}: Das Brett {board} hat eine ungerade Zahl von Feldern, also muss ein Springerweg auf der Farbe der Ecken beginnen und enden, und {square} hat die andere Farbe.</translation>
    </message>
    <message>
        <source>No tour starts on {square}: on a board 4 squares wide every open tour starts and ends on one of the two outer lines, since outer squares only join inner ones and the colours must alternate too (Posa&apos;s argument).</source>
        <translation>Kein Springerweg beginnt auf {square}: Auf einem Brett mit 4 Feldern Breite beginnt und endet jeder offene Springerweg auf einer der beiden äußeren Linien, da äußere Felder nur mit inneren verbunden sind und auch die Farben sich abwechseln müssen (Argument von Posa).</translation>
    </message>
    <message>
        <source>No closed tour exists: a single square has no move to close a circuit.</source>
        <translation>Es gibt keinen geschlossenen Springerweg: Ein einzelnes Feld hat keinen Zug, um einen Rundgang zu schließen.</translation>
    </message>
    <message>
        <source>No tour exists: the {a},{b}-leaper never changes colour ({a} + {b} is even), so it can never reach the squares of the other colour.</source>
        <translation>Es gibt keinen Springerweg: Die {a},{b}-Sprungfigur wechselt nie die Farbe ({a} + {b} ist gerade), also kann sie die Felder der anderen Farbe nie erreichen.</translation>
    </message>
    <message>
        <source>No tour exists: the {a},{b}-leaper cannot reach every square of {board} (Knuth 1994: on an m x n board, m &lt;= n, its moves join all the squares only when gcd(a, b) = 1, a + b is odd, m &gt;= a + b and n &gt;= 2b; here gcd = {gcd}, a + b = {sum}, m = {m}, n = {n}).</source>
        <translation>Es gibt keinen Springerweg: Die {a},{b}-Sprungfigur kann nicht jedes Feld von {board} erreichen (Knuth 1994: Auf einem m x n-Brett, m &lt;= n, verbinden ihre Züge nur dann alle Felder, wenn ggT(a, b) = 1, a + b ungerade, m &gt;= a + b und n &gt;= 2b ist; hier ist ggT = {gcd}, a + b = {sum}, m = {m}, n = {n}).</translation>
    </message>
    <message>
        <source>No tour exists: the squares fall into separate groups that no move joins.</source>
        <translation>Es gibt keinen Springerweg: Die Felder zerfallen in getrennte Gruppen, die kein Zug verbindet.</translation>
    </message>
    <message>
        <source>No closed tour exists: {square} has fewer than two moves.</source>
        <translation>Es gibt keinen geschlossenen Springerweg: {square} hat weniger als zwei Züge.</translation>
    </message>
    <message>
        <source>No closed tour exists: every move changes colour class, and the classes have {p} and {q} squares, so a circuit cannot alternate through them all.</source>
        <translation>Es gibt keinen geschlossenen Springerweg: Jeder Zug wechselt die Farbklasse, und die Klassen haben {p} und {q} Felder, also kann ein Rundgang sie nicht alle abwechselnd durchlaufen.</translation>
    </message>
    <message>
        <source>No tour exists: every move changes colour class, and the classes have {p} and {q} squares, more than one apart.</source>
        <translation>Es gibt keinen Springerweg: Jeder Zug wechselt die Farbklasse, und die Klassen haben {p} und {q} Felder, mehr als eins auseinander.</translation>
    </message>
    <message>
        <source>No tour starts on {square}: every move changes colour class, the classes have {p} and {q} squares, and a tour must start in the larger one.</source>
        <translation>Kein Springerweg beginnt auf {square}: Jeder Zug wechselt die Farbklasse, die Klassen haben {p} und {q} Felder, und ein Springerweg muss in der größeren beginnen.</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: a tour visits each square once, so it cannot end where it starts (a tour that ends next to its start is a closed tour).</source>
        <extracomment>from this many squares up, a full board&apos;s connectivity and colours come from its sides (a board of millions of squares is decided at once, without its move graph)</extracomment>
        <translation>Kein Springerweg ab {first} endet auf {last}: Ein Springerweg besucht jedes Feld einmal, also kann er nicht dort enden, wo er beginnt (ein Springerweg, der neben seinem Start endet, ist ein geschlossener Springerweg).</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: the board has an even number of squares and every move changes colour, so a tour&apos;s last square is the other colour from its first; {first} and {last} are the same colour.</source>
        <translation>Kein Springerweg ab {first} endet auf {last}: Das Brett hat eine gerade Zahl von Feldern, und jeder Zug wechselt die Farbe, also hat das letzte Feld eines Springerwegs die andere Farbe als sein erstes; {first} und {last} haben dieselbe Farbe.</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: the board has an odd number of squares and every move changes colour, so a tour starts and ends on the colour of which there is one square more, and {last} is the other colour.</source>
        <translation>Kein Springerweg ab {first} endet auf {last}: Das Brett hat eine ungerade Zahl von Feldern, und jeder Zug wechselt die Farbe, also beginnt und endet ein Springerweg auf der Farbe, von der es ein Feld mehr gibt, und {last} hat die andere Farbe.</translation>
    </message>
    <message>
        <source>No tour ends on {last}: on a board 4 squares wide every open tour starts and ends on one of the two outer lines, since outer squares only join inner ones and the colours must alternate too (Posa&apos;s argument).</source>
        <translation>Kein Springerweg endet auf {last}: Auf einem Brett mit 4 Feldern Breite beginnt und endet jeder offene Springerweg auf einer der beiden äußeren Linien, da äußere Felder nur mit inneren verbunden sind und auch die Farben sich abwechseln müssen (Argument von Posa).</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: {last} is one move from {first}, so the tour would close into a circuit, and {why}</source>
        <translation>Kein Springerweg ab {first} endet auf {last}: {last} ist einen Zug von {first} entfernt, also würde sich der Springerweg zu einem Rundgang schließen, und {why}</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: {square} has a single move, so a tour must start or end there.</source>
        <translation>Kein Springerweg ab {first} endet auf {last}: {square} hat nur einen einzigen Zug, also muss ein Springerweg dort beginnen oder enden.</translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message>
        <source>a set needs at least one pupil</source>
        <translation>eine Serie braucht mindestens einen Schüler</translation>
    </message>
    <message>
        <source>no tour starts on any square of this board</source>
        <translation>auf keinem Feld dieses Bretts beginnt ein Springerweg</translation>
    </message>
    <message>
        <source>no tour from {square} was found in time</source>
        <translation>kein Springerweg ab {square} wurde rechtzeitig gefunden</translation>
    </message>
</context>
</TS>
