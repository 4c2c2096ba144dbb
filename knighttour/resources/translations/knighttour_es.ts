<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>About</name>
    <message>
        <source>Find, watch and step through knight&apos;s tours with every classic solver, race them, tabulate them, count them exactly, or play the puzzle by hand. Click a square to start.</source>
        <extracomment>the licence the program is released under (LICENSE)</extracomment>
        <translation>Encuentra, observa y examina paso a paso recorridos del caballo con todos los resolutores clásicos; hazlos competir, ponlos en una tabla, cuéntalos con exactitud o resuelve el rompecabezas a mano. Haz clic en una casilla para empezar.</translation>
    </message>
    <message>
        <source>Free software under the {licence} licence.</source>
        <translation>Software libre bajo la licencia {licence}.</translation>
    </message>
    <message>
        <source>Running on {libraries}.</source>
        <translation>Funciona con {libraries}.</translation>
    </message>
    <message>
        <source>The solvers compiled for this computer are kept in {folder}.</source>
        <translation>Los resolutores compilados para este ordenador se guardan en {folder}.</translation>
    </message>
    <message>
        <source>About {title}</source>
        <translation>Acerca de {title}</translation>
    </message>
</context>
<context>
    <name>AccessibleNames</name>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Más herramientas</translation>
    </message>
</context>
<context>
    <name>AnswerArea</name>
    <message>
        <source>The answer about the board</source>
        <translation>La respuesta sobre el tablero</translation>
    </message>
    <message>
        <source>Search anyway</source>
        <extracomment>why a theorem rules the tour out, in plain words, while its answer is shown</extracomment>
        <translation>Buscar de todos modos</translation>
    </message>
    <message>
        <source>Run the chosen solver all the same and watch it fail (under the step limit, or 10 million moves)</source>
        <translation>Lanzar igualmente el resolutor elegido y verlo fracasar (dentro del límite de movimientos, o 10 millones de movimientos)</translation>
    </message>
    <message>
        <source>{answer}

Why: {why}</source>
        <translation>{answer}

Por qué: {why}</translation>
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
        <translation>En el tablero: {keys}.</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Follow the system (light or dark)</source>
        <extracomment>the board styles the View menu offers, and how each reads</extracomment>
        <translation>Como el sistema (claro u oscuro)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <extracomment>the text sizes Bigger and Smaller step through, as a share of the system&apos;s builds the window again in a new language (None: the language waits for a restart)</extracomment>
        <translation>&amp;Colores del tablero</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>El idioma del sistema</translation>
    </message>
    <message>
        <source>The text cannot be larger on this screen: the window would not fit.</source>
        <translation>El texto no puede ser más grande en esta pantalla: la ventana ya no cabría.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The window will speak the language chosen the next time it starts.</source>
        <translation>La ventana usará el idioma elegido la próxima vez que se inicie.</translation>
    </message>
</context>
<context>
    <name>BoardChangeWords</name>
    <message numerus="yes">
        <source>Removed {square}: {n} holes.</source>
        <translation>
            <numerusform>Se quitó {square}: {n} hueco.</numerusform>
            <numerusform>Se quitó {square}: {n} huecos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored {square}: {n} holes.</source>
        <translation>
            <numerusform>Se repuso {square}: {n} hueco.</numerusform>
            <numerusform>Se repuso {square}: {n} huecos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardChanges</name>
    <message>
        <source>A board needs at least one square.</source>
        <translation>Un tablero necesita al menos una casilla.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Click a square to find a tour from it; wheel to zoom, drag to pan, double-click to fit.  From the keyboard: Tab to the board, arrow keys, Enter; or type a square&apos;s name (c3) and Enter</source>
        <extracomment>the arrow keys and the step each takes the keyboard&apos;s square (files, ranks: up is up). The keyboard&apos;s one rule: on a board that has the focus the arrow keys always move its square; a tour is stepped with Ctrl+Left and Ctrl+Right (PlaybackBar), on the board too Enter on the keyboard&apos;s square (moved to with the arrow keys, or typed: c3 Enter) report a click only when no second click follows (see the class docstring)</extracomment>
        <translation>Haz clic en una casilla para buscar un recorrido desde ella; rueda para acercar o alejar, arrastra para desplazar, doble clic para ajustar.  Con el teclado: Tab hasta el tablero, flechas, Intro; o escribe el nombre de una casilla (c3) e Intro</translation>
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
        <translation>un número de capas</translation>
    </message>
    <message>
        <source>Layers: more than 1 stacks boards into a 3D board, drawn side by side; the knight moves (1, 2, 0) along any axes</source>
        <translation>Capas: más de 1 apila tableros en un tablero 3D, dibujados uno al lado de otro; el caballo se mueve (1, 2, 0) a lo largo de cualquier eje</translation>
    </message>
    <message>
        <source>Rows of the board (ranks, numbered 1, 2, 3… from the bottom)</source>
        <translation>Filas del tablero (numeradas 1, 2, 3… desde abajo)</translation>
    </message>
    <message>
        <source>a number of rows</source>
        <translation>un número de filas</translation>
    </message>
    <message>
        <source>Columns of the board (files, lettered a, b, c… from the left)</source>
        <translation>Columnas del tablero (con las letras a, b, c… desde la izquierda)</translation>
    </message>
    <message>
        <source>a number of columns</source>
        <translation>un número de columnas</translation>
    </message>
    <message>
        <source>Closed tour (return to the start)</source>
        <translation>Recorrido cerrado (volver a la salida)</translation>
    </message>
    <message>
        <source>Ask for a tour whose last square is a knight&apos;s move from the first</source>
        <translation>Pedir un recorrido cuya última casilla esté a un movimiento de caballo de la primera</translation>
    </message>
    <message>
        <source>any square</source>
        <translation>cualquier casilla</translation>
    </message>
    <message>
        <source>An open tour that ends on this square: type its name, such as h8 (exact solvers only); leave it empty for a tour that ends anywhere</source>
        <translation>Un recorrido abierto que termine en esta casilla: escribe su nombre, como h8 (solo resolutores exactos); déjalo vacío para un recorrido que termine en cualquier sitio</translation>
    </message>
    <message>
        <source>Ends on</source>
        <translation>Termina en</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Simetría</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after the board is given a half turn (180°) or a quarter turn (90°, square boards); the theorem says so when none can exist</source>
        <translation>Un recorrido cerrado que se ve igual tras dar al tablero media vuelta (180°) o un cuarto de vuelta (90°, tableros cuadrados); el teorema lo dice cuando no puede existir ninguno</translation>
    </message>
    <message>
        <source>The order in which order-dependent solvers try the eight jumps, as file,rank steps; type your own order to try it</source>
        <translation>El orden en que los resolutores que dependen del orden prueban los ocho saltos, como pasos columna,fila; escribe tu propio orden para probarlo</translation>
    </message>
    <message>
        <source>The piece: a leaper jumps a squares one way and b the other; type a,b for any other, such as 2,5</source>
        <translation>La pieza: un saltador salta a casillas en un sentido y b en el otro; escribe a,b para cualquier otra, como 2,5</translation>
    </message>
    <message>
        <source>cylinder joins the left and right edges; torus joins both pairs</source>
        <translation>cilindro une los bordes izquierdo y derecho; toro une los dos pares</translation>
    </message>
    <message>
        <source>Edit holes</source>
        <translation>Editar huecos</translation>
    </message>
    <message>
        <source>While on, clicking a square removes it from the board or puts it back</source>
        <translation>Mientras está activo, hacer clic en una casilla la quita del tablero o la vuelve a poner</translation>
    </message>
    <message>
        <source>Give up after this many moves</source>
        <translation>Abandonar tras este número de movimientos</translation>
    </message>
    <message>
        <source>Watch the search: at 1, 4 or 60 moves a second every move and every move taken back is drawn; Off runs flat out and shows the result</source>
        <translation>Observar la búsqueda: a 1, 4 o 60 movimientos por segundo se dibujan cada movimiento y cada movimiento deshecho; No va a tope y muestra el resultado</translation>
    </message>
    <message>
        <source>More about it</source>
        <extracomment>the solver in one plain sentence; &quot;More about it&quot; opens the details and sources</extracomment>
        <translation>Más información</translation>
    </message>
    <message>
        <source>How the solver works, and where it comes from</source>
        <translation>Cómo funciona el resolutor y de dónde viene</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Filas:</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Columnas:</translation>
    </message>
    <message>
        <source>S&amp;olver:</source>
        <translation>Reso&amp;lutor:</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Más opciones</translation>
    </message>
    <message>
        <source>Layers, other leapers, wrapping, holes, the jump order, a step limit and the watch speed</source>
        <translation>Capas, otros saltadores, bordes unidos, huecos, el orden de los saltos, un límite de movimientos y la velocidad de observación</translation>
    </message>
    <message>
        <source>&amp;Watch:</source>
        <translation>&amp;Observar:</translation>
    </message>
    <message>
        <source>Give up after:</source>
        <translation>Abandonar tras:</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>Si&amp;metría:</translation>
    </message>
    <message>
        <source>E&amp;nds on:</source>
        <translation>&amp;Termina en:</translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation>Ca&amp;pas:</translation>
    </message>
    <message>
        <source>P&amp;iece:</source>
        <translation>Pie&amp;za:</translation>
    </message>
    <message>
        <source>Ed&amp;ges joined:</source>
        <translation>Bor&amp;des unidos:</translation>
    </message>
    <message>
        <source>&amp;Jump order:</source>
        <translation>Orde&amp;n de saltos:</translation>
    </message>
</context>
<context>
    <name>CountForm</name>
    <message>
        <source>Count &amp;closed tours</source>
        <extracomment>the question a count estimated long or large waits on (kind, start, per square) the board, the kind and the start square of the count running or last run the question open now (a count estimated long or large), or None the time left of the count running, and when it began</extracomment>
        <translation>Contar &amp;cerrados</translation>
    </message>
    <message>
        <source>Each closed tour once, whatever its start and direction</source>
        <translation>Cada recorrido cerrado una sola vez, sea cual sea su salida y su sentido</translation>
    </message>
    <message>
        <source>Count &amp;open tours</source>
        <translation>Contar abier&amp;tos</translation>
    </message>
    <message>
        <source>Open tours counted with their direction, from every square (tick a count for each square to see each square&apos;s count)</source>
        <translation>Recorridos abiertos contados con su sentido, desde todas las casillas (marca un recuento por casilla para ver el de cada casilla)</translation>
    </message>
    <message>
        <source>a1 (optional)</source>
        <translation>a1 (opcional)</translation>
    </message>
    <message>
        <source>Count only the open tours from this square</source>
        <translation>Contar solo los recorridos abiertos desde esta casilla</translation>
    </message>
    <message>
        <source>Count open tours from this square</source>
        <translation>Contar recorridos abiertos desde esta casilla</translation>
    </message>
    <message>
        <source>a count for each square</source>
        <translation>un recuento por casilla</translation>
    </message>
    <message>
        <source>Open tours only: also count the open tours from each square and draw the counts on the board (not with a start square given, nor for closed tours)</source>
        <translation>Solo recorridos abiertos: contar también los recorridos abiertos desde cada casilla y escribir los recuentos en el tablero (no si se da una casilla de salida, ni para recorridos cerrados)</translation>
    </message>
    <message>
        <source>empty: this computer</source>
        <translation>vacío: este ordenador</translation>
    </message>
    <message>
        <source>Leave empty to count on this computer. For experts: a Dask cluster&apos;s scheduler address (tcp://host:8786), or local:N for N worker processes here (needs knighttour[cluster]).</source>
        <translation>Déjalo vacío para contar en este ordenador. Para expertos: la dirección del planificador (scheduler) de un clúster Dask (tcp://host:8786), o local:N para N procesos de trabajo aquí (requiere knighttour[cluster]).</translation>
    </message>
    <message>
        <source>Cluster address</source>
        <translation>Dirección del clúster</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>E&amp;xport counts (CSV)…</source>
        <translation>E&amp;xportar recuentos (CSV)…</translation>
    </message>
    <message>
        <source>Each square&apos;s number of open tours, exactly, as a CSV file</source>
        <translation>El número exacto de recorridos abiertos de cada casilla, en un archivo CSV</translation>
    </message>
    <message>
        <source>Forget saved counts</source>
        <translation>Borrar recuentos guardados</translation>
    </message>
    <message>
        <source>A stopped count keeps its finished squares on disk and goes on from them when counted again; this removes them</source>
        <translation>Un recuento detenido guarda en disco sus casillas terminadas y continúa desde ellas cuando vuelves a contar; esto las borra</translation>
    </message>
    <message>
        <source>More options</source>
        <translation>Más opciones</translation>
    </message>
    <message>
        <source>Counting on a cluster of computers, and saved counts</source>
        <translation>Contar en un clúster de ordenadores, y recuentos guardados</translation>
    </message>
    <message>
        <source>The count&apos;s progress</source>
        <translation>Progreso del recuento</translation>
    </message>
    <message>
        <source>Count the tours of the board set in the Explore tab.</source>
        <translation>Cuenta los recorridos del tablero elegido en la pestaña Explorar.</translation>
    </message>
    <message>
        <source>The count&apos;s answer</source>
        <translation>La respuesta del recuento</translation>
    </message>
    <message>
        <source>fro&amp;m</source>
        <translation>&amp;desde</translation>
    </message>
    <message>
        <source>Count on a &amp;Dask cluster:</source>
        <translation>Clúster Das&amp;k:</translation>
    </message>
    <message>
        <source>not counted yet</source>
        <extracomment>the experts&apos; choices, shown by More options</extracomment>
        <translation>aún sin contar</translation>
    </message>
    <message>
        <source>Count the tours of {board}.</source>
        <translation>Cuenta los recorridos de {board}.</translation>
    </message>
    <message>
        <source>the closed tours of {board}</source>
        <translation>los recorridos cerrados de {board}</translation>
    </message>
    <message>
        <source>the open tours from {square} of {board}</source>
        <translation>los recorridos abiertos desde {square} de {board}</translation>
    </message>
    <message>
        <source>the open tours of {board}</source>
        <translation>los recorridos abiertos de {board}</translation>
    </message>
</context>
<context>
    <name>CountMap</name>
    <message numerus="yes">
        <source>{square}: {n} open tours</source>
        <translation>
            <numerusform>{square}: {n} recorrido abierto</numerusform>
            <numerusform>{square}: {n} recorridos abiertos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountPanel</name>
    <message>
        <source>by following every tour one by one</source>
        <extracomment>how each way of counting reads in the answer</extracomment>
        <translation>siguiendo cada recorrido uno a uno</translation>
    </message>
    <message>
        <source>square by square, without following each tour (the frontier method)</source>
        <translation>casilla a casilla, sin seguir cada recorrido (el método de la frontera)</translation>
    </message>
    <message>
        <source>Not counted: {why}.</source>
        <translation>Sin recuento: {why}.</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>sin contar</translation>
    </message>
    <message>
        <source>Counting {what}</source>
        <translation>Contando {what}</translation>
    </message>
    <message>
        <source>{counting} (connecting to {address})…</source>
        <translation>{counting} (conectando con {address})…</translation>
    </message>
    <message>
        <source>{counting}…</source>
        <translation>{counting}…</translation>
    </message>
    <message>
        <source>Counting {what} may take about {time} and about {memory} of memory (a rough estimate: more often too high than too low).

The window stays usable while it counts, and Stop ends the count at any time. Count now?</source>
        <translation>Contar {what} puede llevar unos {time} y unos {memory} de memoria (una estimación aproximada: más a menudo por exceso que por defecto).

La ventana sigue respondiendo mientras cuenta, y Detener termina el recuento en cualquier momento. ¿Contar ahora?</translation>
    </message>
    <message>
        <source>Count tours</source>
        <translation>Contar recorridos</translation>
    </message>
    <message>
        <source>&amp;Count</source>
        <translation>&amp;Contar</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Ahora no</translation>
    </message>
    <message>
        <source>{counting}: waiting for your answer.</source>
        <translation>{counting}: esperando tu respuesta.</translation>
    </message>
    <message>
        <source>not begun</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>Not counted: you chose not to begin.</source>
        <translation>Sin recuento: has decidido no empezar.</translation>
    </message>
    <message>
        <source>{counting}, going on from square {n} (saved when it was stopped)</source>
        <translation>{counting}, continuando desde la casilla {n} (guardado al detenerlo)</translation>
    </message>
    <message>
        <source>{share} of the work done</source>
        <translation>{share} del trabajo hecho</translation>
    </message>
    <message>
        <source>{shown}, about {time} left</source>
        <translation>{shown}, quedan unos {time}</translation>
    </message>
    <message>
        <source>square {k} of {n}</source>
        <translation>casilla {k} de {n}</translation>
    </message>
    <message>
        <source>count {run} of {runs}, square {k} of {n}</source>
        <translation>recuento {run} de {runs}, casilla {k} de {n}</translation>
    </message>
    <message>
        <source>, {memory} of memory</source>
        <translation>, {memory} de memoria</translation>
    </message>
    <message>
        <source>{place}: {states} partial tours held (the frontier&apos;s live states){memory}. The share done is estimated from how the count&apos;s work grows and shrinks across the board.</source>
        <translation>{place}: {states} recorridos parciales en memoria (los estados vivos de la frontera){memory}. La parte hecha se estima a partir de cómo crece y decrece el trabajo del recuento a lo largo del tablero.</translation>
    </message>
    <message numerus="yes">
        <source>{n} tours found so far</source>
        <translation>
            <numerusform>{n} recorrido encontrado hasta ahora</numerusform>
            <numerusform>{n} recorridos encontrados hasta ahora</numerusform>
        </translation>
    </message>
    <message>
        <source>following every tour: {done} of {total} start squares, {tally}</source>
        <translation>siguiendo cada recorrido: {done} de {total} casillas de salida, {tally}</translation>
    </message>
    <message>
        <source>{counting}, following every tour: {tally}…</source>
        <translation>{counting}, siguiendo cada recorrido: {tally}…</translation>
    </message>
    <message>
        <source>{counting} {where}…</source>
        <translation>{counting} {where}…</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
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
        <translation>Detenido antes del final: sin recuento.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; closed tours on {board} (each loop once, whatever its start and direction), {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; recorridos cerrados en {board} (cada circuito una sola vez, sea cual sea su salida y su sentido), {how}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; open tours from {square} on {board}, {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; recorridos abiertos desde {square} en {board}, {how}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{n}&lt;/b&gt; open tours on {board} (a tour and the same tour backwards count as two), {how}.</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; recorridos abiertos en {board} (un recorrido y el mismo recorrido al revés cuentan como dos), {how}.</translation>
    </message>
    <message>
        <source>by a theorem</source>
        <translation>por un teorema</translation>
    </message>
    <message>
        <source>{method}, in {time}</source>
        <translation>{method}, en {time}</translation>
    </message>
    <message>
        <source>The squares finished so far ({k} of {n}) are kept on disk ({size} in {folder}): count again to go on from there, or More options &gt; Forget saved counts to free the space.</source>
        <translation>Las casillas terminadas hasta ahora ({k} de {n}) se guardan en disco ({size} en {folder}): vuelve a contar para continuar desde ahí, o usa Más opciones &gt; Borrar recuentos guardados para liberar el espacio.</translation>
    </message>
    <message>
        <source>Forgetting the saved counts…</source>
        <translation>Borrando los recuentos guardados…</translation>
    </message>
    <message>
        <source>Forgot the saved counts ({size} freed).</source>
        <translation>Recuentos guardados borrados ({size} liberados).</translation>
    </message>
    <message>
        <source>Export counts</source>
        <translation>Exportar recuentos</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Se ha guardado {file}.</translation>
    </message>
    <message>
        <source>Not counted: {why}</source>
        <translation>Sin recuento: {why}</translation>
    </message>
</context>
<context>
    <name>CountWorker</name>
    <message>
        <source>on the Dask cluster at {address}</source>
        <extracomment>a count estimated to take longer than this (seconds) or more memory (bytes) asks first steps done, steps, live states, bytes, and the share of the estimated work done a long or large count, not begun: its estimated seconds and bytes (ask, then count again with confirmed) a count estimated past ASK_SECONDS or ASK_BYTES goes ahead only once confirmed</extracomment>
        <translation>en el clúster Dask de {address}</translation>
    </message>
    <message>
        <source>{where} (dashboard {link})</source>
        <translation>{where} (panel {link})</translation>
    </message>
</context>
<context>
    <name>CounterWords</name>
    <message numerus="yes">
        <source>{rate} moves a second</source>
        <translation>
            <numerusform>{rate} movimiento por segundo</numerusform>
            <numerusform>{rate} movimientos por segundo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watched for {seconds} s, {pace} moves a second shown</source>
        <translation>
            <numerusform>Observada durante {seconds} s, {pace} movimiento por segundo mostrado</numerusform>
            <numerusform>Observada durante {seconds} s, {pace} movimientos por segundo mostrados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Path: {n} of {squares} squares (longest so far {deepest})</source>
        <translation>
            <numerusform>Camino: {n} de {squares} casillas (el más largo hasta ahora, {deepest})</numerusform>
            <numerusform>Camino: {n} de {squares} casillas (el más largo hasta ahora, {deepest})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePanel</name>
    <message>
        <source>{back} and {forward} step through the tour.</source>
        <extracomment>the width of the panel of choices beside the board (the window fits 800 pixels wide) its width in presentation mode: the board takes over 80% of an 800x600 screen&apos;s height the form&apos;s height and the counters&apos; shared out (More options open or not)</extracomment>
        <translation>{back} y {forward} avanzan por el recorrido paso a paso.</translation>
    </message>
    <message>
        <source>a square, e.g. c3</source>
        <extracomment>the answer about the board, in full where the eye is: under the board what a search anyway hid (why, the answer, the start), to show again when it ends True while the answer shown is a theorem&apos;s (Search anyway may be offered)</extracomment>
        <translation>una casilla, p. ej. c3</translation>
    </message>
    <message>
        <source>The square to solve from: type its name, or click it on the board; Enter or Solve starts</source>
        <translation>La casilla de salida: escribe su nombre o haz clic en ella en el tablero; Intro o Resolver empieza la búsqueda</translation>
    </message>
    <message>
        <source>Start square</source>
        <translation>Casilla de salida</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Find a tour from the chosen square (Enter)</source>
        <translation>Buscar un recorrido desde la casilla elegida (Intro)</translation>
    </message>
    <message>
        <source>The run&apos;s choices</source>
        <translation>Las opciones de la búsqueda</translation>
    </message>
    <message>
        <source>S&amp;tart:</source>
        <translation>&amp;Salida:</translation>
    </message>
    <message>
        <source>{square} chosen: press Enter or Solve to replace what is on the board with a run from there.</source>
        <translation>{square} elegida: pulsa Intro o Resolver para sustituir lo que hay en el tablero por una búsqueda desde ahí.</translation>
    </message>
    <message numerus="yes">
        <source>Searching anyway, {n} moves a second: More options &gt; Watch sets the pace.</source>
        <translation>
            <numerusform>Buscando de todos modos, {n} movimiento por segundo: Más opciones &gt; Observar fija el ritmo.</numerusform>
            <numerusform>Buscando de todos modos, {n} movimientos por segundo: Más opciones &gt; Observar fija el ritmo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Name a square to solve from (or click one on the board).</source>
        <translation>Indica una casilla de salida (o haz clic en una del tablero).</translation>
    </message>
    <message>
        <source>Not solving: {why}</source>
        <translation>Sin búsqueda: {why}</translation>
    </message>
    <message>
        <source>Not solving: a field cannot be read.</source>
        <translation>Sin búsqueda: no se puede leer un campo.</translation>
    </message>
    <message>
        <source>Next solution needs a tour from an exact solver.</source>
        <translation>Siguiente solución necesita un recorrido hallado por un resolutor exacto.</translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation>Ir al movimiento</translation>
    </message>
    <message>
        <source>Move (1 to {n}):</source>
        <translation>Movimiento (1 a {n}):</translation>
    </message>
</context>
<context>
    <name>ExploreShown</name>
    <message>
        <source>Search anyway lets you watch a search try every path and fail.</source>
        <extracomment>the ring on the start square of a run that ended with no path to show the ring on the square an open tour is asked to end on the ring on the squares a theorem&apos;s explanation labels (their colour, their line) where the focus was when a watched run took it (given back at the run&apos;s end)</extracomment>
        <translation>Buscar de todos modos te deja ver cómo una búsqueda prueba todos los caminos y fracasa.</translation>
    </message>
</context>
<context>
    <name>FileNames</name>
    <message>
        <source>tour</source>
        <translation>recorrido</translation>
    </message>
    <message>
        <source>worksheet</source>
        <translation>ficha</translation>
    </message>
    <message>
        <source>worksheets</source>
        <translation>fichas</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>recuentos</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>compare</source>
        <translation>comparación</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Could not write {file}: {why}</source>
        <translation>No se pudo escribir {file}: {why}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Partidas (*.json)</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Games (*.json);;All files (*)</source>
        <translation>Partidas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>GameSaving</name>
    <message numerus="yes">
        <source>{n} squares visited</source>
        <extracomment>the file the game was opened from or last saved to (&quot;&quot; while it has none)</extracomment>
        <translation>
            <numerusform>{n} casilla visitada</numerusform>
            <numerusform>{n} casillas visitadas</numerusform>
        </translation>
    </message>
    <message>
        <source>The game on the board ({visited}) is not saved. Save it before you {doing}?</source>
        <translation>La partida del tablero ({visited}) no está guardada. ¿Quieres guardarla antes de {doing}?</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Se ha guardado {file}.</translation>
    </message>
    <message>
        <source>open another game</source>
        <translation>abrir otra partida</translation>
    </message>
    <message numerus="yes">
        <source>Your game from last time, on {board}: {n} squares.</source>
        <translation>
            <numerusform>Tu partida de la última vez, en {board}: {n} casilla.</numerusform>
            <numerusform>Tu partida de la última vez, en {board}: {n} casillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Continuing the game from {file} on {board}.</source>
        <translation>Continuando la partida de {file} en {board}.</translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Row (rank)</source>
        <extracomment>the words a newcomer meets, each in a sentence: the plain sentence first</extracomment>
        <translation>Fila</translation>
    </message>
    <message>
        <source>A line of squares across the board, numbered from 1 at the bottom; chess players call it a rank.</source>
        <translation>Una línea horizontal de casillas que cruza el tablero, numerada desde el 1 abajo.</translation>
    </message>
    <message>
        <source>Column (file)</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>A line of squares up the board, lettered from a on the left (after z: aa, ab, …); chess players call it a file.</source>
        <translation>Una línea vertical de casillas que sube por el tablero, identificada con una letra: la a es la de la izquierda (después de la z: aa, ab, …).</translation>
    </message>
    <message>
        <source>Tour</source>
        <translation>Recorrido</translation>
    </message>
    <message>
        <source>A path of knight&apos;s moves that visits every square of the board exactly once.</source>
        <translation>Un camino de movimientos del caballo que visita cada casilla del tablero exactamente una vez.</translation>
    </message>
    <message>
        <source>Closed tour</source>
        <translation>Recorrido cerrado</translation>
    </message>
    <message>
        <source>A tour whose last square is a knight&apos;s move from its first, so the knight could jump back to the start and go round again.</source>
        <translation>Un recorrido cuya última casilla está a un movimiento de caballo de la primera, de modo que el caballo podría saltar de vuelta a la salida y dar otra vuelta.</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Recorrido abierto</translation>
    </message>
    <message>
        <source>Any tour; it need not end a knight&apos;s move from its start.</source>
        <translation>Cualquier recorrido; no tiene por qué terminar a un movimiento de caballo de su salida.</translation>
    </message>
    <message>
        <source>Move tried</source>
        <translation>Movimiento probado</translation>
    </message>
    <message>
        <source>One move a search makes: the knight enters a square (a step).</source>
        <translation>Un movimiento que hace una búsqueda: el caballo entra en una casilla (un paso).</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Deshecho</translation>
    </message>
    <message>
        <source>A move taken back: at a dead end, a search returns to the last square where it had another choice and tries that (backtracking).</source>
        <translation>Un movimiento deshecho: en un callejón sin salida, la búsqueda vuelve a la última casilla donde tenía otra opción y la prueba (vuelta atrás, en inglés backtracking).</translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation>Camino más largo</translation>
    </message>
    <message>
        <source>The most squares a search&apos;s path has covered at once so far: 64 of 64 on 8x8 means it reached a full tour.</source>
        <translation>El mayor número de casillas que el camino de una búsqueda ha cubierto a la vez hasta ahora: 64 de 64 en 8x8 significa que ha llegado a un recorrido completo.</translation>
    </message>
    <message>
        <source>Give up after</source>
        <translation>Abandonar tras</translation>
    </message>
    <message>
        <source>A limit on the moves a search may try; when it is reached the search gives up without knowing whether a tour exists.</source>
        <translation>Un límite de movimientos que una búsqueda puede probar; al alcanzarlo, la búsqueda abandona sin saber si existe un recorrido.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule</source>
        <translation>Regla de Warnsdorff</translation>
    </message>
    <message>
        <source>Always move to the square from which the knight would have the fewest onward moves (H. C. von Warnsdorf, 1823): simple, and usually right.</source>
        <translation>Ir siempre a la casilla desde la que el caballo tendría menos movimientos siguientes (H. C. von Warnsdorf, 1823): sencilla, y casi siempre acierta.</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Desempate</translation>
    </message>
    <message>
        <source>What a rule does when several squares are equally good.</source>
        <translation>Lo que hace una regla cuando varias casillas son igual de buenas.</translation>
    </message>
    <message>
        <source>Exact solver</source>
        <translation>Resolutor exacto</translation>
    </message>
    <message>
        <source>One that, given time, either finds a tour or proves there is none.</source>
        <translation>Un resolutor que, con tiempo suficiente, o encuentra un recorrido o demuestra que no lo hay.</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation>Heurística</translation>
    </message>
    <message>
        <source>A rule of thumb: quick, but it may get stuck where a tour exists.</source>
        <translation>Una regla práctica: rápida, pero puede atascarse aunque exista un recorrido.</translation>
    </message>
    <message>
        <source>Piece (leaper)</source>
        <translation>Pieza (saltador)</translation>
    </message>
    <message>
        <source>A piece that jumps a fixed distance, a one way and b the other: the knight is the (1,2) leaper, the zebra the (2,3).</source>
        <translation>Una pieza que salta una distancia fija, a casillas en un sentido y b en el otro: el caballo es el saltador (1,2); la cebra, el (2,3).</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>Toro</translation>
    </message>
    <message>
        <source>A board whose opposite edges are joined, left to right and top to bottom, so a knight leaving one edge comes back on the other.</source>
        <translation>Un tablero cuyos bordes opuestos están unidos, izquierda con derecha y arriba con abajo, de modo que un caballo que sale por un borde vuelve a entrar por el otro.</translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation>Cilindro</translation>
    </message>
    <message>
        <source>A board whose left and right edges are joined.</source>
        <translation>Un tablero cuyos bordes izquierdo y derecho están unidos.</translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation>Teorema</translation>
    </message>
    <message>
        <source>A statement that has been proved true for every board of a kind: the program quotes one when it says at once that no tour can exist.</source>
        <translation>Un enunciado demostrado para todos los tableros de un tipo: el programa cita uno cuando dice al instante que no puede existir ningún recorrido.</translation>
    </message>
    <message>
        <source>Hamiltonian path</source>
        <translation>Camino hamiltoniano</translation>
    </message>
    <message>
        <source>Another name for an open tour: a way through a network (here, squares joined by knight&apos;s moves) that visits every point exactly once; mathematicians name it after W. R. Hamilton.</source>
        <translation>Otro nombre del recorrido abierto: un camino por una red (aquí, casillas unidas por movimientos de caballo) que visita cada punto exactamente una vez; los matemáticos lo llaman así por W. R. Hamilton.</translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed</source>
        <translation>Tiempo y velocidad propios de la búsqueda</translation>
    </message>
    <message>
        <source>The time the search itself worked, and its moves a second, leaving out the time spent drawing and the pace of watching.</source>
        <translation>El tiempo que ha trabajado la propia búsqueda, y sus movimientos por segundo, sin contar el tiempo dedicado a dibujar ni el ritmo al que se observa.</translation>
    </message>
    <message>
        <source>ms, µs</source>
        <translation>ms, µs</translation>
    </message>
    <message>
        <source>A millisecond (ms) is a thousandth of a second; a microsecond (µs) a millionth.</source>
        <translation>Un milisegundo (ms) es una milésima de segundo; un microsegundo (µs), una millonésima.</translation>
    </message>
    <message>
        <source>Live states</source>
        <translation>Estados vivos</translation>
    </message>
    <message>
        <source>What a count keeps between squares: each different way the part of the board done so far can still join up with the rest, with how many tours share it. The fewer, the faster; 8x8 needs up to 245 million.</source>
        <translation>Lo que un recuento guarda entre una casilla y la siguiente: cada forma distinta en que la parte del tablero ya hecha puede aún enlazar con el resto, junto con cuántos recorridos la comparten. Cuantos menos, más rápido; el 8x8 necesita hasta 245 millones.</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>{solver}: the colour of each start square says how many moves the search tried from it (each shade ten times more); a cross marks a run that found no tour (it gave up at its move limit or a dead end, or proved there is none), grey hatching a run you stopped</source>
        <extracomment>one colour per solver in the chart and the race a start not run (yet) a run the user stopped: grey, hatched (not a failure of the solver) the cross of a start from which no tour was found a board with more squares than this draws a start without a tour in red (its cells are too small for a cross) a painted text that wraps onto as many lines as its width needs (words whole) status codes kept per square: not run, found, no tour found, stopped the heat colours as 32-bit pixels, 256 shades from pale to dark</extracomment>
        <translation>{solver}: el color de cada casilla de salida indica cuántos movimientos probó la búsqueda desde ella (cada tono, diez veces más); una cruz marca una búsqueda que no encontró recorrido (abandonó en su límite de movimientos o en un callejón sin salida, o demostró que no lo hay), y un rayado gris, una búsqueda que detuviste</translation>
    </message>
</context>
<context>
    <name>HeatmapLegend</name>
    <message>
        <source>moves tried: 1 to {top}</source>
        <translation>movimientos probados: 1 a {top}</translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation>ningún recorrido (abandono)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>sin lanzar</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Solve from the chosen square (in the Start field)</source>
        <extracomment>(command, where) of the keys no action carries: Enter in the Start field, Tab and Shift+Tab, the arrow keys, Enter on the board, a square&apos;s name then Enter</extracomment>
        <translation>Resolver desde la casilla elegida (en el campo Salida)</translation>
    </message>
    <message>
        <source>Explore tab</source>
        <translation>Pestaña Explorar</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
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
        <translation>&lt;p&gt;&lt;b&gt;Explorar&lt;/b&gt;: elige un tablero y un resolutor a la derecha y luego haz clic en una casilla del tablero: aparece el recorrido desde ella, o la búsqueda se ve en directo. Avanza por un recorrido paso a paso con la barra de reproducción ({keys}); acerca o aleja con la rueda, arrastra para desplazar, doble clic para ajustar. Con el teclado: Tab hasta el tablero, mueve su casilla con las flechas y pulsa Intro, o escribe el nombre de una casilla (c3) e Intro.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;La regla del teclado&lt;/b&gt;: en un tablero que tiene el teclado, las flechas siempre mueven su casilla; {back} y {forward} avanzan por el recorrido paso a paso, también en el tablero.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Carrera&lt;/b&gt;: marca de 2 a 6 resolutores, indica una casilla de salida y lánzalos juntos en el tablero de la pestaña Explorar. A tope es una carrera de velocidad; una carrera a ritmo mueve todos los resolutores al mismo ritmo, dibuja cada movimiento y cada retroceso, y los clasifica en directo por movimientos: una carrera que una clase puede seguir. La vuelta atrás simple puede necesitar miles de movimientos: elige un ritmo más rápido, o Detener todo.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Tabla&lt;/b&gt;: lanza los resolutores marcados desde cada casilla de salida: una tabla ordenable, un resumen, mapas de calor y un gráfico de los movimientos probados; expórtalos como CSV o JSON.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Jugar&lt;/b&gt;: haz clic en una casilla para colocar el caballo y luego donde va (o usa la casilla del tablero e Intro). Los movimientos legales aparecen rodeados; se te avisa en cuanto la posición ya no puede completarse. Deshacer, las pistas y «Termínalo por mí» ayudan; Nueva partida toma el tablero de la pestaña Explorar.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Contar&lt;/b&gt;: cuántos recorridos tiene el tablero de la pestaña Explorar: los cerrados (cada uno una vez) y los abiertos (en cada sentido) desde todas las casillas o desde la casilla indicada, con una tabla de los recuentos por casilla de salida. Exacto a cualquier tamaño, para tableros de hasta 9 casillas de ancho; Detener para al instante. Un recuento detenido guarda sus casillas terminadas y continúa desde ellas la próxima vez.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Ver&lt;/b&gt;: el modo presentación (F11) para un proyector, texto más grande o más pequeño, los colores del tablero (claro, oscuro, alto contraste) y el idioma.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <source>On a board that has the keyboard, the arrow keys always move its square; {back} and {forward} step through the tour, on the board too.</source>
        <translation>En un tablero que tiene el teclado, las flechas siempre mueven su casilla; {back} y {forward} avanzan por el recorrido paso a paso, también en el tablero.</translation>
    </message>
    <message>
        <source>How to use</source>
        <translation>Cómo se usa</translation>
    </message>
    <message>
        <source>{tab} tab</source>
        <translation>Pestaña {tab}</translation>
    </message>
    <message>
        <source>Go to the next or the previous control</source>
        <translation>Ir al control siguiente o al anterior</translation>
    </message>
    <message>
        <source>Move the board&apos;s square (whenever the board has the keyboard)</source>
        <translation>Mover la casilla del tablero (siempre que el tablero tenga el teclado)</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>El tablero</translation>
    </message>
    <message>
        <source>Explore: solve from the board&apos;s square; Play: move the knight there</source>
        <translation>Explorar: resolver desde la casilla del tablero; Jugar: mover allí el caballo</translation>
    </message>
    <message>
        <source>Type a square&apos;s name, then Enter: go there and act on it</source>
        <translation>Escribir el nombre de una casilla y luego Intro: ir allí y actuar sobre ella</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
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
        <translation>Explorar</translation>
    </message>
    <message>
        <source>Click a square and see a tour; watch the search</source>
        <translation>Haz clic en una casilla y verás un recorrido; observa la búsqueda</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <source>Run 2 to 6 solvers at once from one square</source>
        <translation>Lanzar de 2 a 6 resolutores a la vez desde una casilla</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <source>Run solvers from every start square and compare</source>
        <translation>Lanzar resolutores desde cada casilla de salida y compararlos</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Play the puzzle by hand, with undo, hints and an honest warning</source>
        <translation>Resolver el rompecabezas a mano, con deshacer, pistas y un aviso honesto</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Contar</translation>
    </message>
    <message>
        <source>How many tours? Closed, open, or open from each square</source>
        <translation>¿Cuántos recorridos? Cerrados, abiertos, o abiertos desde cada casilla</translation>
    </message>
    <message>
        <source>Go to the {tab} tab</source>
        <translation>Ir a la pestaña {tab}</translation>
    </message>
    <message>
        <source>Tabs</source>
        <translation>Pestañas</translation>
    </message>
    <message>
        <source>Show &amp;Warnsdorff&apos;s numbers</source>
        <extracomment>Warnsdorff&apos;s idea on the boards: the onward moves of each next square</extracomment>
        <translation>Mostrar números de &amp;Warnsdorff</translation>
    </message>
    <message>
        <source>On the Explore board and a paced race&apos;s lanes: each square the knight could go to next, with its number of onward moves (Warnsdorff&apos;s rule takes the smallest, in green)</source>
        <translation>En el tablero de Explorar y en los carriles de una carrera a ritmo: cada casilla a la que el caballo podría ir a continuación, con su número de movimientos siguientes (la regla de Warnsdorff elige el menor, en verde)</translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <extracomment>how long a thread may hold the GIL while another waits for it set by main(): builds the window again (a new language); None outside main()</extracomment>
        <translation>Haz clic en una casilla para buscar un recorrido desde ella.</translation>
    </message>
    <message>
        <source>{file} is no longer at {folder}: it was taken off the recent files.</source>
        <translation>{file} ya no está en {folder}: se ha quitado de los archivos recientes.</translation>
    </message>
    <message numerus="yes">
        <source>Replaying the game: {n} squares.</source>
        <translation>
            <numerusform>Reproduciendo la partida: {n} casilla.</numerusform>
            <numerusform>Reproduciendo la partida: {n} casillas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KnightTourModel</name>
    <message>
        <source>Preparing the solvers for this computer (first launch only)…</source>
        <extracomment>the step limit of a search run although a theorem rules a tour out, when none is chosen the answer shown while numba compiles the kernels before the very first run</extracomment>
        <translation>Preparando los resolutores para este ordenador (solo la primera vez)…</translation>
    </message>
    <message>
        <source>{steps} moves tried, {backtracks} taken back, {time}</source>
        <translation>{steps} movimientos probados, {backtracks} deshechos, {time}</translation>
    </message>
    <message>
        <source>Closed tour found from {square} (solution {n})</source>
        <translation>Recorrido cerrado encontrado desde {square} (solución {n})</translation>
    </message>
    <message>
        <source>Open tour found from {square} (solution {n})</source>
        <translation>Recorrido abierto encontrado desde {square} (solución {n})</translation>
    </message>
    <message>
        <source>Closed tour found from {square}</source>
        <translation>Recorrido cerrado encontrado desde {square}</translation>
    </message>
    <message>
        <source>Open tour found from {square}</source>
        <translation>Recorrido abierto encontrado desde {square}</translation>
    </message>
    <message>
        <source>{found} to {end}</source>
        <translation>{found} hasta {end}</translation>
    </message>
    <message>
        <source>{found}, the same after a {turn}</source>
        <translation>{found}, igual tras {turn}</translation>
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
        <translation>un cuarto de vuelta</translation>
    </message>
    <message>
        <source>half turn</source>
        <translation>media vuelta</translation>
    </message>
    <message>
        <source>The board changed: the search on the old board was stopped.</source>
        <translation>El tablero ha cambiado: se ha detenido la búsqueda en el tablero anterior.</translation>
    </message>
    <message>
        <source>Choose a solver.</source>
        <translation>Elige un resolutor.</translation>
    </message>
    <message>
        <source>A symmetric tour is closed: it has no last square to choose. Clear Ends on, or set Symmetry to any tour.</source>
        <translation>Un recorrido simétrico es cerrado: no tiene última casilla que elegir. Vacía Termina en, o pon Simetría en cualquiera.</translation>
    </message>
    <message>
        <source>A symmetric tour is found by a search of its own on a flat board: choose the solver Automatic, or set Symmetry to any tour.</source>
        <translation>Un recorrido simétrico se busca con una búsqueda propia en un tablero plano: elige el resolutor Automático, o pon Simetría en cualquiera.</translation>
    </message>
    <message>
        <source>{solver} cannot look for a closed tour: untick Closed tour, or choose a solver that can.</source>
        <translation>{solver} no sabe buscar un recorrido cerrado: desmarca Recorrido cerrado, o elige un resolutor que sepa.</translation>
    </message>
    <message>
        <source>Ends on cannot be used: {why}</source>
        <translation>No se puede usar Termina en: {why}</translation>
    </message>
    <message>
        <source>A closed tour comes back next to its start: it has no last square to choose. Untick Closed tour, or clear Ends on.</source>
        <translation>Un recorrido cerrado vuelve junto a su salida: no tiene última casilla que elegir. Desmarca Recorrido cerrado, o vacía Termina en.</translation>
    </message>
    <message>
        <source>{solver} cannot aim at a last square: clear Ends on, or choose an exact solver such as Automatic.</source>
        <translation>{solver} no puede apuntar a una última casilla: vacía Termina en, o elige un resolutor exacto como Automático.</translation>
    </message>
    <message>
        <source>Ends on is for flat boards: clear it to solve.</source>
        <translation>Termina en es solo para tableros planos: vacíalo para resolver.</translation>
    </message>
    <message>
        <source>Solving from {square}…</source>
        <translation>Buscando desde {square}…</translation>
    </message>
    <message>
        <source>Looking for the next solution…</source>
        <translation>Buscando la siguiente solución…</translation>
    </message>
</context>
<context>
    <name>LogChart</name>
    <message>
        <source>Moves tried from each start square (each line up ten times more); filled points found a tour, hollow points did not, squares were stopped</source>
        <translation>Movimientos probados desde cada casilla de salida (cada línea hacia arriba, diez veces más); los puntos rellenos encontraron un recorrido, los puntos vacíos no, y los cuadrados son búsquedas detenidas</translation>
    </message>
    <message>
        <source>tour found</source>
        <translation>recorrido encontrado</translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation>ningún recorrido (abandono)</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <source>start squares, in board order</source>
        <extracomment>entries a row: two rows of two keep the legend as narrow as two heatmaps; one a row where even that is too wide (a window 800 pixels wide) the least room an entry&apos;s words are given before they wrap the side of a mark&apos;s stamp, in pixels pixels left of the plot for its axis labels (&apos;10 million&apos;) per solver, the runs so far: batches of (starts, steps, mark codes) arrays the starts, ascending: their places along x (a range: every square, none listed) batches not stamped yet: (solver index, starts, steps, mark codes) the caption along the bottom (on two lines under a narrow chart)</extracomment>
        <translation>casillas de salida, en el orden del tablero</translation>
    </message>
</context>
<context>
    <name>Magic</name>
    <message>
        <source>It is magic: every rank, every file and both long diagonals add up to {sum}.</source>
        <translation>Es mágico: todas las filas, todas las columnas y las dos diagonales largas suman {sum}.</translation>
    </message>
    <message>
        <source>It is semi-magic: every rank and every file adds up to {sum}</source>
        <translation>Es semimágico: todas las filas y todas las columnas suman {sum}</translation>
    </message>
    <message>
        <source>It is semi-magic: every rank adds up to {ranks} and every file to {files}</source>
        <translation>Es semimágico: todas las filas suman {ranks} y todas las columnas {files}</translation>
    </message>
    <message>
        <source>{said} (the long diagonals add up to {a} and {b}).</source>
        <translation>{said} (las diagonales largas suman {a} y {b}).</translation>
    </message>
    <message>
        <source>{said}.</source>
        <translation>{said}.</translation>
    </message>
    <message>
        <source>{title}: {note} Source: {source}.</source>
        <translation>{title}: {note} Fuente: {source}.</translation>
    </message>
</context>
<context>
    <name>MagicView</name>
    <message>
        <source>Show &amp;magic sums</source>
        <extracomment>the largest board whose answer says whether its tour is magic: the sums are added on the GUI thread (about 15 ms at this size; `knighttour validate --json` gives them on any board)</extracomment>
        <translation>Mostrar sumas &amp;mágicas</translation>
    </message>
    <message>
        <source>Write beside the Explore board each rank&apos;s and each file&apos;s sum of the move numbers shown (a tour is semi-magic when they are all equal)</source>
        <translation>Escribir junto al tablero de Explorar la suma de los números de movimiento mostrados en cada fila y en cada columna (un recorrido es semimágico cuando todas son iguales)</translation>
    </message>
    <message>
        <source>Classic &amp;magic tours</source>
        <translation>Recorridos &amp;mágicos clásicos</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>taken back</source>
        <extracomment>(mark, meaning) of the marks a watched search draws, as the legend lists them</extracomment>
        <translation>deshecho</translation>
    </message>
    <message>
        <source>start</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>current square</source>
        <translation>casilla actual</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>File &gt; Open tour File &gt; Export PNG, Export SVG, Save as JSON, Save as text, in that order Edit &gt; Copy tour Search &gt; Stop Search &gt; Next solution File &gt; Save (Ctrl+S): the tour on Explore, the game on Play</extracomment>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>Abrir la barra de menús</translation>
    </message>
    <message>
        <source>&amp;Open tour…</source>
        <translation>&amp;Abrir recorrido…</translation>
    </message>
    <message>
        <source>Show a tour from a JSON or text file</source>
        <translation>Mostrar un recorrido de un archivo JSON o de texto</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save what the tab shows: the tour (Explore) or the game (Play)</source>
        <translation>Guardar lo que muestra la pestaña: el recorrido (Explorar) o la partida (Jugar)</translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG)…</source>
        <translation>Exportar &amp;imagen (PNG)…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG picture</source>
        <translation>Guardar el tablero, tal como se ve, en una imagen PNG</translation>
    </message>
    <message>
        <source>Export &amp;vector picture (SVG)…</source>
        <translation>Exportar imagen &amp;vectorial (SVG)…</translation>
    </message>
    <message>
        <source>Save the board as shown as an SVG drawing</source>
        <translation>Guardar el tablero, tal como se ve, en un dibujo SVG</translation>
    </message>
    <message>
        <source>Save tour as &amp;JSON…</source>
        <translation>Guardar recorrido como &amp;JSON…</translation>
    </message>
    <message>
        <source>Save the tour in the command line&apos;s JSON form</source>
        <translation>Guardar el recorrido en el formato JSON de la línea de comandos</translation>
    </message>
    <message>
        <source>Save tour as &amp;text…</source>
        <translation>Guardar recorrido como &amp;texto…</translation>
    </message>
    <message>
        <source>Save the tour as square names</source>
        <translation>Guardar el recorrido como nombres de casillas</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <source>Print the board with its tour</source>
        <translation>Imprimir el tablero con su recorrido</translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation>Vista pr&amp;evia de impresión…</translation>
    </message>
    <message>
        <source>See the printed page before printing</source>
        <translation>Ver la página impresa antes de imprimir</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the printed page as a PDF, the tour as far as shown</source>
        <translation>Guardar la página impresa como PDF, con el recorrido hasta donde se muestra</translation>
    </message>
    <message>
        <source>Export &amp;worksheet PDF…</source>
        <translation>Exportar &amp;ficha en PDF…</translation>
    </message>
    <message>
        <source>A page for pupils: the board with only the start numbered, and the task</source>
        <translation>Una página para los alumnos: el tablero con solo la salida numerada, y la tarea</translation>
    </message>
    <message>
        <source>Worksheets for a &amp;class…</source>
        <translation>Fichas para una &amp;clase…</translation>
    </message>
    <message>
        <source>A worksheet for every pupil (one start for all, or a different one each) and the answer key, printed or as one PDF</source>
        <translation>Una ficha para cada alumno (la misma salida para todos, o una distinta para cada uno) y el solucionario, impresos o en un solo PDF</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Guardar partida c&amp;omo…</translation>
    </message>
    <message>
        <source>Save the game played by hand under a new name</source>
        <translation>Guardar la partida jugada a mano con un nombre nuevo</translation>
    </message>
    <message>
        <source>Open g&amp;ame…</source>
        <translation>A&amp;brir partida…</translation>
    </message>
    <message>
        <source>Continue a game saved from the Play tab</source>
        <translation>Continuar una partida guardada desde la pestaña Jugar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Copy tour</source>
        <translation>&amp;Copiar recorrido</translation>
    </message>
    <message>
        <source>Copy the tour&apos;s squares in algebraic notation</source>
        <translation>Copiar las casillas del recorrido en notación algebraica</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Búsqueda</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Stop what this tab runs: the search, the race, the table, the count</source>
        <translation>Detener lo que ejecuta esta pestaña: la búsqueda, la carrera, la tabla, el recuento</translation>
    </message>
    <message>
        <source>&amp;Next solution</source>
        <translation>&amp;Siguiente solución</translation>
    </message>
    <message>
        <source>Continue the exact search to the next tour</source>
        <translation>Continuar la búsqueda exacta hasta el siguiente recorrido</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>Modo &amp;presentación</translation>
    </message>
    <message>
        <source>Full screen for a projector: the board as large as it goes</source>
        <translation>Pantalla completa para un proyector: el tablero lo más grande posible</translation>
    </message>
    <message>
        <source>&amp;Bigger text</source>
        <translation>Texto más &amp;grande</translation>
    </message>
    <message>
        <source>Make the window&apos;s text larger (remembered)</source>
        <translation>Agrandar el texto de la ventana (se recuerda)</translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation>Texto más pe&amp;queño</translation>
    </message>
    <message>
        <source>Make the window&apos;s text smaller (remembered)</source>
        <translation>Reducir el texto de la ventana (se recuerda)</translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation>Tamaño de texto &amp;normal</translation>
    </message>
    <message>
        <source>The system&apos;s text size</source>
        <translation>El tamaño de texto del sistema</translation>
    </message>
    <message>
        <source>Zoom board &amp;in</source>
        <translation>&amp;Acercar el tablero</translation>
    </message>
    <message>
        <source>Zoom in on the board (or the mouse wheel)</source>
        <translation>Acercar el tablero (o la rueda del ratón)</translation>
    </message>
    <message>
        <source>Zoom board &amp;out</source>
        <translation>A&amp;lejar el tablero</translation>
    </message>
    <message>
        <source>Zoom out of the board</source>
        <translation>Alejar el tablero</translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation>A&amp;justar el tablero a la ventana</translation>
    </message>
    <message>
        <source>Show the whole board</source>
        <translation>Mostrar todo el tablero</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>&amp;Reproducción</translation>
    </message>
    <message>
        <source>&amp;Go to move…</source>
        <translation>&amp;Ir al movimiento…</translation>
    </message>
    <message>
        <source>Show the tour up to a chosen move</source>
        <translation>Mostrar el recorrido hasta un movimiento elegido</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;How to use</source>
        <translation>&amp;Cómo se usa</translation>
    </message>
    <message>
        <source>What each tab does</source>
        <translation>Lo que hace cada pestaña</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glosario</translation>
    </message>
    <message>
        <source>The words of the window, each explained</source>
        <translation>Las palabras de la ventana, explicadas una a una</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation>Todos los atajos de la ventana</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Acerca &amp;de</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <source>&quot;{typed}&quot; is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation>«{typed}» no es {what}: escribe un número entero de {low} a {high}; el valor sigue siendo {now}.</translation>
    </message>
    <message>
        <source>An empty box is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation>Un campo vacío no es {what}: escribe un número entero de {low} a {high}; el valor sigue siendo {now}.</translation>
    </message>
</context>
<context>
    <name>NumberWords</name>
    <message numerus="yes">
        <source>{n} million</source>
        <translation>
            <numerusform>{n} millón</numerusform>
            <numerusform>{n} millones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} billion</source>
        <translation>
            <numerusform>{n} millardo</numerusform>
            <numerusform>{n} millardos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} trillion</source>
        <translation>
            <numerusform>{n} billón</numerusform>
            <numerusform>{n} billones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayClock</name>
    <message>
        <source>Time: {time}</source>
        <translation>Tiempo: {time}</translation>
    </message>
</context>
<context>
    <name>PlayModel</name>
    <message>
        <source>Click a square, or type its name and press Enter, to place the knight.</source>
        <extracomment>&quot;Finish it for me&quot; plays the rest in at most this many ticks of its timer (a few seconds) the longest a tick plays moves (on a million squares a tick&apos;s share would take longer: the finish then takes more ticks, the window never waits) moves of exact search spent proving a position can (or cannot) be completed the same on boards larger than 8x8, where the answer may stay &quot;not sure&quot; each legal next square with the number of moves onward from it &quot;Finish it for me&quot; began (True) or ended: played out, stopped, or the game changed the game has changes that no file holds (True) or it is saved, or empty (False) moves &quot;Finish it for me&quot; played in this game</extracomment>
        <translation>Haga clic en una casilla, o escriba su nombre y pulse Intro, para colocar el caballo.</translation>
    </message>
    <message>
        <source>The tour is complete: restart to play again.</source>
        <translation>El recorrido está completo: reinicia para volver a jugar.</translation>
    </message>
    <message>
        <source>Not allowed: {why}.</source>
        <translation>No permitido: {why}.</translation>
    </message>
    <message>
        <source>Move {n}: {square}.</source>
        <translation>Movimiento {n}: {square}.</translation>
    </message>
    <message>
        <source>Took back move {n}: {square}.</source>
        <translation>Deshecho el movimiento {n}: {square}.</translation>
    </message>
    <message>
        <source>Move {n} again: {square}.</source>
        <translation>Rehecho el movimiento {n}: {square}.</translation>
    </message>
    <message>
        <source>Choose a start square first.</source>
        <translation>Elige primero una casilla de salida.</translation>
    </message>
    <message>
        <source>The tour is complete.</source>
        <translation>El recorrido está completo.</translation>
    </message>
    <message>
        <source>Looking for a way to finish…</source>
        <translation>Buscando una forma de terminar…</translation>
    </message>
    <message>
        <source>This position cannot be completed: {why}.</source>
        <translation>Esta posición no se puede completar: {why}.</translation>
    </message>
    <message>
        <source>A closed tour! The knight can jump straight back to the start.</source>
        <translation>¡Un recorrido cerrado! El caballo puede saltar directamente de vuelta a la salida.</translation>
    </message>
    <message>
        <source>Tour complete: every square visited.</source>
        <translation>Recorrido completo: todas las casillas visitadas.</translation>
    </message>
    <message>
        <source>Hint: {square} still leads to a tour.</source>
        <translation>Pista: {square} todavía lleva a un recorrido.</translation>
    </message>
    <message>
        <source>No hint: the search found no answer in time.</source>
        <translation>Sin pista: la búsqueda no encontró respuesta a tiempo.</translation>
    </message>
    <message>
        <source>Cannot finish: {why}.</source>
        <translation>No se puede terminar: {why}.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Click a square to start, then click where the knight goes.  From the keyboard: Tab to the board, arrow keys and Enter, or type a square (c3) and Enter</source>
        <extracomment>the buttons&apos; column is at most this wide (wider only for larger text)</extracomment>
        <translation>Haz clic en una casilla para empezar y luego donde va el caballo.  Con el teclado: Tab hasta el tablero, flechas e Intro, o escribe una casilla (c3) e Intro</translation>
    </message>
    <message>
        <source>New game</source>
        <extracomment>the game&apos;s files (saving.py); its commands are the tab&apos;s</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>An empty game on the board set in the Explore tab</source>
        <translation>Una partida vacía en el tablero elegido en la pestaña Explorar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back a move</source>
        <translation>Deshacer un movimiento</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Volver a hacerlo</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <extracomment>Edit &gt; Undo and Redo are these (the Play tab&apos;s moves)</extracomment>
        <translation>&amp;Deshacer movimiento</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Rehacer movimiento</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Show a move that still leads to a tour</source>
        <translation>Mostrar un movimiento que todavía lleva a un recorrido</translation>
    </message>
    <message>
        <source>Finish it for me</source>
        <translation>Termínalo por mí</translation>
    </message>
    <message>
        <source>Complete the tour from here</source>
        <translation>Completar el recorrido desde aquí</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Guardar partida…</translation>
    </message>
    <message>
        <source>Save the moves (and those undone) as JSON</source>
        <translation>Guardar los movimientos (y los deshechos) como JSON</translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation>Abrir partida…</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Continuar una partida guardada</translation>
    </message>
    <message>
        <source>Export picture…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Save the board as a PNG picture</source>
        <translation>Guardar el tablero como imagen PNG</translation>
    </message>
    <message>
        <source>Replay in Explore</source>
        <translation>Reproducir en Explorar</translation>
    </message>
    <message>
        <source>Step through the moves so far with the playback bar</source>
        <translation>Recorrer los movimientos hechos hasta ahora con la barra de reproducción</translation>
    </message>
    <message>
        <source>Show onward moves on legal squares</source>
        <translation>Mostrar los movimientos siguientes en las casillas legales</translation>
    </message>
    <message>
        <source>Celebrate a finished tour</source>
        <translation>Celebrar un recorrido terminado</translation>
    </message>
    <message>
        <source>Whether the tour can still be completed</source>
        <translation>Si el recorrido todavía puede completarse</translation>
    </message>
    <message>
        <source>What happened last</source>
        <translation>Lo último que ha pasado</translation>
    </message>
    <message>
        <source>The game&apos;s commands</source>
        <extracomment>shown while the game is on another board than the Explore tab&apos;s</extracomment>
        <translation>Las órdenes de la partida</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>empezar una partida nueva</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>reiniciar</translation>
    </message>
    <message>
        <source>A closed tour!</source>
        <translation>¡Un recorrido cerrado!</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Completo.</translation>
    </message>
    <message>
        <source>This position can no longer be completed:</source>
        <translation>Esta posición ya no puede completarse:</translation>
    </message>
    <message>
        <source>Still completable</source>
        <translation>Aún se puede completar</translation>
    </message>
    <message>
        <source>(a tour from here was found).</source>
        <translation>(se ha encontrado un recorrido desde aquí).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not sure yet:&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;Aún no es seguro:&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>You visited all {squares} squares in {moves} moves</source>
        <translation>Has visitado las {squares} casillas en {moves} movimientos</translation>
    </message>
    <message>
        <source>The program played all {moves} moves</source>
        <translation>El programa ha jugado los {moves} movimientos</translation>
    </message>
    <message>
        <source>{yours} and the program the last {n}</source>
        <translation>{yours} y el programa los últimos {n}</translation>
    </message>
    <message>
        <source>Done!</source>
        <translation>¡Hecho!</translation>
    </message>
    <message>
        <source>a closed tour</source>
        <translation>un recorrido cerrado</translation>
    </message>
    <message>
        <source>an open tour</source>
        <translation>un recorrido abierto</translation>
    </message>
    <message>
        <source>{head} {who}: {kind}.</source>
        <translation>{head} {who}: {kind}.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partida sin guardar</translation>
    </message>
</context>
<context>
    <name>PlayWords</name>
    <message numerus="yes">
        <source>You played {n} moves</source>
        <translation>
            <numerusform>Has jugado {n} movimiento</numerusform>
            <numerusform>Has jugado {n} movimientos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>First move</source>
        <extracomment>playback speeds in moves per second, slowest first (the slider&apos;s positions 1, 2, ...); the fast ones step many moves a frame, so a million-square tour plays in seconds the shortest time between two frames of playback, in milliseconds (60 frames a second) a tour shown whole as it came, not stepped yet (see _snapshot_changed) the steps said to a screen reader, newest last</extracomment>
        <translation>Primer movimiento</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>Un movimiento atrás</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>Un movimiento adelante</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Último movimiento</translation>
    </message>
    <message>
        <source>Drag to any move of the tour</source>
        <translation>Arrastra hasta cualquier movimiento del recorrido</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Movimiento mostrado</translation>
    </message>
    <message>
        <source>a move of this tour</source>
        <translation>un movimiento de este recorrido</translation>
    </message>
    <message>
        <source>Tour position</source>
        <translation>Posición en el recorrido</translation>
    </message>
    <message>
        <source>Move </source>
        <translation>Mov. </translation>
    </message>
    <message>
        <source>Jump to move k (1 is the start square)</source>
        <translation>Ir al movimiento k (1 es la casilla de salida)</translation>
    </message>
    <message>
        <source>of {n}</source>
        <translation>de {n}</translation>
    </message>
    <message>
        <source>Replay speed of a tour found, in moves per second, up to a million (the search&apos;s own pace is Watch, under More options): the fast speeds draw many moves a frame, so a whole large tour plays in seconds</source>
        <translation>Velocidad de reproducción de un recorrido encontrado, en movimientos por segundo, hasta un millón (el ritmo de la propia búsqueda es Observar, en Más opciones): las velocidades altas dibujan muchos movimientos por fotograma, así que un recorrido grande entero se reproduce en segundos</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation>Reproducción:</translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation>Pausar la búsqueda</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Move {n} of {total}: {square}</source>
        <translation>Movimiento {n} de {total}: {square}</translation>
    </message>
    <message>
        <source>{move} (the last move; Home goes to the first)</source>
        <translation>{move} (el último movimiento; Inicio va al primero)</translation>
    </message>
    <message>
        <source>{move} (the first move)</source>
        <translation>{move} (el primer movimiento)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Playing the tour from move {n}</source>
        <translation>Reproduciendo el recorrido desde el movimiento {n}</translation>
    </message>
    <message>
        <source>Paused at move {n} of {total}</source>
        <translation>En pausa en el movimiento {n} de {total}</translation>
    </message>
    <message numerus="yes">
        <source>{n} moves a second</source>
        <translation>
            <numerusform>{n} movimiento por segundo</numerusform>
            <numerusform>{n} movimientos por segundo</numerusform>
        </translation>
    </message>
    <message>
        <source>{speed}: the whole tour in {seconds} s</source>
        <translation>{speed}: el recorrido entero en {seconds} s</translation>
    </message>
</context>
<context>
    <name>PositionShown</name>
    <message>
        <source>{square}, a hole</source>
        <extracomment>legal moves: violet rings, unlike the green disc of the start and the red of the knight the squares a warning names (the square shut off, the two last squares, the stuck knight) how long a move&apos;s new square waits to be said for the move&apos;s verdict (a warning found among the visible obstacles comes within milliseconds; a search may take seconds) the kind of the last verdict said to a screen reader (None: none yet)</extracomment>
        <translation>{square}, un hueco</translation>
    </message>
    <message>
        <source>{square}, the knight, move {n}</source>
        <translation>{square}, el caballo, movimiento {n}</translation>
    </message>
    <message>
        <source>{square}, visited, move {n}</source>
        <translation>{square}, visitada, movimiento {n}</translation>
    </message>
    <message numerus="yes">
        <source>{square}, legal move, {n} ways on</source>
        <translation>
            <numerusform>{square}, movimiento legal, {n} movimiento siguiente</numerusform>
            <numerusform>{square}, movimiento legal, {n} movimientos siguientes</numerusform>
        </translation>
    </message>
    <message>
        <source>{square}, empty: Enter places the knight here</source>
        <translation>{square}, vacía: Intro coloca aquí el caballo</translation>
    </message>
    <message>
        <source>{square}, not a move from here</source>
        <translation>{square}, no es un movimiento desde aquí</translation>
    </message>
    <message>
        <source>Squares: {n} of {all}</source>
        <translation>Casillas: {n} de {all}</translation>
    </message>
    <message>
        <source>A closed tour!</source>
        <translation>¡Un recorrido cerrado!</translation>
    </message>
    <message>
        <source>Tour complete!</source>
        <translation>¡Recorrido completo!</translation>
    </message>
    <message>
        <source>&lt;b&gt;This game is on the {board} board.&lt;/b&gt; The Explore tab&apos;s board is now {explore}: New game starts on it.</source>
        <translation>&lt;b&gt;Esta partida se juega en el tablero {board}.&lt;/b&gt; El tablero de la pestaña Explorar es ahora {explore}: Nueva partida empieza en él.</translation>
    </message>
</context>
<context>
    <name>PreparingNotice</name>
    <message numerus="yes">
        <source>Preparing the solvers for this computer (once, about %n s)…</source>
        <extracomment>how often the bar moves while a group compiles (ms) the share of a group&apos;s usual time the bar may reach before the group is done the most of the status bar&apos;s width the notice takes (its message keeps the rest) the progress bar&apos;s width a group&apos;s compilation started (False) or ended (True): sent from the compiling thread the thread that compiles is through (sent from it): the notice goes even if some group was compiled meanwhile by another program and so never heard of here every group is ready, the notice is gone</extracomment>
        <translation>
            <numerusform>Preparando los resolutores para este ordenador (una sola vez, unos %n s)…</numerusform>
            <numerusform>Preparando los resolutores para este ordenador (una sola vez, unos %n s)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solvers</source>
        <translation>Preparando los resolutores</translation>
    </message>
    <message>
        <source>The solvers are ready.</source>
        <translation>Los resolutores están listos.</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Leave presentation (F11)</source>
        <extracomment>the text in presentation mode, as a share of the window&apos;s usual text</extracomment>
        <translation>Salir de la presentación (F11)</translation>
    </message>
    <message>
        <source>Back to the usual window</source>
        <translation>Volver a la ventana habitual</translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Print preview</source>
        <extracomment>the zooms offered (0: the whole page fitted to the dialog)</extracomment>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <source>The printed page</source>
        <translation>La página impresa</translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation>Página entera</translation>
    </message>
    <message>
        <source>How large the page is shown (Ctrl++ and Ctrl+- too)</source>
        <translation>A qué tamaño se muestra la página (también Ctrl++ y Ctrl+-)</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Ampliación</translation>
    </message>
    <message>
        <source>&lt; Page</source>
        <translation>&lt; Página</translation>
    </message>
    <message>
        <source>Page &gt;</source>
        <translation>Página &gt;</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exportar PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>{page} of {pages}</source>
        <translation>{page} de {pages}</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Carpeta</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Información de &amp;facturación:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>&amp;Prioridad del trabajo:</translation>
    </message>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>Impresión pro&amp;gramada:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <comment>Banner page at start</comment>
        <translation>&amp;Inicio:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <comment>Banner page at end</comment>
        <translation>&amp;Fin:</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Ver en:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Ficheros de tipo:</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Carpeta de archivos</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mi equipo</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Orden de las páginas:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Páginas &amp;por hoja:</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Algunas opciones son incompatibles entre sí. Corríjalas, por favor.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Conjunto de páginas:</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Páginas</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Impresión a doble cara</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Encuadernación por el lado largo</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Encuadernación por el lado corto</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Indique páginas o intervalos separados por comas. Un intervalo son dos números separados por un guion. Por ejemplo: 3,5-7,9 imprime las páginas 3, 5, 6, 7 y 9.</translation>
    </message>
</context>
<context>
    <name>RaceLane</name>
    <message>
        <source>Found a tour</source>
        <extracomment>how each ending reads in a lane, and the colour it takes</extracomment>
        <translation>Recorrido encontrado</translation>
    </message>
    <message>
        <source>No tour</source>
        <translation>Sin recorrido</translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation>Abandono</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>{outcome}: {reason}</source>
        <extracomment>the ring on the start of a lane that ended with no path to show lines of text under a lane&apos;s board kept from the start (the counters, then the outcome, wrapped), so that the board does not move as they grow: in a lane alone in its row, in a wide lane (two a row) and in a narrow one (three a row); a longer text makes room the least side of a lane&apos;s board: its moves can be followed (squares of 15 pixels or more on 8x8); the race&apos;s lanes scroll rather than shrink below it</extracomment>
        <translation>{outcome}: {reason}</translation>
    </message>
    <message>
        <source>How {solver} works</source>
        <extracomment>the heights kept for the title and the idea (the race&apos;s tallest lane&apos;s)</extracomment>
        <translation>Cómo funciona {solver}</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Esperando…</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>lines kept for the counters from the start, so the board above does not move</extracomment>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop {solver}</source>
        <translation>Detener {solver}</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>En marcha…</translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back}&lt;br&gt;Longest path {longest} of {squares}</source>
        <translation>Movimientos {moves} · deshechos {back}&lt;br&gt;Camino más largo {longest} de {squares}</translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back} · {time}&lt;br&gt;Longest path {longest} of {squares} · {rate} moves a second</source>
        <translation>Movimientos {moves} · deshechos {back} · {time}&lt;br&gt;Camino más largo {longest} de {squares} · {rate} movimientos/s</translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <source>Flat out (a race of speed)</source>
        <extracomment>the race&apos;s speeds: seconds per move of every lane (0: flat out), and how each reads</extracomment>
        <translation>A tope (pura velocidad)</translation>
    </message>
    <message>
        <source>Paced: 1 move a second</source>
        <translation>Ritmo: 1 movimiento/s</translation>
    </message>
    <message>
        <source>Paced: 2 moves a second</source>
        <translation>Ritmo: 2 movimientos/s</translation>
    </message>
    <message>
        <source>Paced: 10 moves a second</source>
        <translation>Ritmo: 10 movimientos/s</translation>
    </message>
    <message>
        <source>Paced: 50 moves a second</source>
        <translation>Ritmo: 50 movimientos/s</translation>
    </message>
    <message>
        <source>Paced: 250 moves a second</source>
        <translation>Ritmo: 250 movimientos/s</translation>
    </message>
    <message>
        <source>Solvers in the race</source>
        <extracomment>the width of the race&apos;s left column the least width of a lane (its board is at least LANE_BOARD square)</extracomment>
        <translation>Resolutores de la carrera</translation>
    </message>
    <message>
        <source>The square every solver starts from</source>
        <translation>La casilla desde la que sale cada resolutor</translation>
    </message>
    <message>
        <source>Flat out: every solver as fast as it can (a race of speed). A paced race moves every solver the same number of moves a second, drawing each move and each take-back, and ranks them live by moves: a race a class can watch.</source>
        <translation>A tope: cada resolutor tan rápido como puede (una carrera de velocidad). Una carrera a ritmo mueve cada resolutor el mismo número de movimientos por segundo, dibuja cada movimiento y cada retroceso, y los clasifica en directo por movimientos: una carrera que una clase puede seguir.</translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation>Empezar la carrera</translation>
    </message>
    <message>
        <source>Stop all</source>
        <translation>Detener todo</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on the board set in the Explore tab.</source>
        <extracomment>what the race is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation>Marca de 2 a 6 resolutores y lánzalos juntos en el tablero elegido en la pestaña Explorar.</translation>
    </message>
    <message>
        <source>The race&apos;s ranking</source>
        <translation>La clasificación de la carrera</translation>
    </message>
    <message>
        <source>S&amp;olvers (2 to 6):</source>
        <translation>Reso&amp;lutores (2 a 6):</translation>
    </message>
    <message>
        <source>S&amp;tart square:</source>
        <translation>Casilla de &amp;salida:</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Velo&amp;cidad:</translation>
    </message>
    <message>
        <source>The race&apos;s choices and ranking</source>
        <translation>Las opciones y la clasificación de la carrera</translation>
    </message>
    <message>
        <source>The lanes of the race</source>
        <extracomment>the marks of every lane, named once under the lanes while a race is shown the lanes, each board large enough to follow its moves: scrolled when many</extracomment>
        <translation>Las calles de la carrera</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Recorridos cerrados en {board}&lt;/b&gt; (el tablero y el tipo se eligen en la pestaña Explorar).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Cualquier recorrido, abierto o cerrado, en {board}&lt;/b&gt; (el tablero y el tipo se eligen en la pestaña Explorar).</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on {board}.</source>
        <translation>Marca de 2 a 6 resolutores y lánzalos juntos en {board}.</translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers, not {n}: {solvers}.</source>
        <translation>Marca de 2 a 6 resolutores, no {n}: {solvers}.</translation>
    </message>
    <message>
        <source>Racing for a closed tour from {square} on {board}…</source>
        <translation>Carrera por un recorrido cerrado desde {square} en {board}…</translation>
    </message>
    <message>
        <source>Racing for a tour from {square} on {board}…</source>
        <translation>Carrera por un recorrido desde {square} en {board}…</translation>
    </message>
</context>
<context>
    <name>RaceResults</name>
    <message>
        <source>No race: no tour starts here. {why}</source>
        <translation>No hay carrera: ningún recorrido sale de aquí. {why}</translation>
    </message>
    <message>
        <source>Ranking so far:</source>
        <translation>Clasificación provisional:</translation>
    </message>
    <message>
        <source>Ranking:</source>
        <translation>Clasificación:</translation>
    </message>
    <message>
        <source>a tour in {moves} moves</source>
        <translation>un recorrido en {moves} movimientos</translation>
    </message>
    <message>
        <source>{moves} moves, {time}</source>
        <translation>{moves} movimientos, {time}</translation>
    </message>
    <message>
        <source>{moves} moves so far, longest path {longest} of {squares}</source>
        <translation>{moves} movimientos hasta ahora, camino más largo {longest} de {squares}</translation>
    </message>
    <message>
        <source>{outcome}, longest path {longest} of {squares}</source>
        <translation>{outcome}, camino más largo {longest} de {squares}</translation>
    </message>
    <message>
        <source>{place}. {solver}: {result}</source>
        <translation>{place}. {solver}: {result}</translation>
    </message>
    <message>
        <source>Nobody found a tour.</source>
        <translation>Nadie ha encontrado un recorrido.</translation>
    </message>
    <message>
        <source>A tie: {solvers} each found a tour in the same {n} moves. A race is judged by moves, which do not depend on the machine: the order above, by time, is not a win.</source>
        <translation>Empate: {solvers} encontraron cada uno un recorrido en los mismos {n} movimientos. Una carrera se juzga por los movimientos, que no dependen de la máquina: el orden de arriba, por tiempo, no es una victoria.</translation>
    </message>
    <message>
        <source>{solver} won: it never had to take a move back, while the others met dead ends and stepped back.</source>
        <translation>{solver} ha ganado: nunca tuvo que deshacer un movimiento, mientras que los demás llegaron a callejones sin salida y retrocedieron.</translation>
    </message>
    <message>
        <source>{solver} won: it was the only one to find a tour.</source>
        <translation>{solver} ha ganado: fue el único que encontró un recorrido.</translation>
    </message>
    <message>
        <source>{solver} won: it needed the fewest moves ({n}).</source>
        <translation>{solver} ha ganado: fue el que menos movimientos necesitó ({n}).</translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;recent</source>
        <extracomment>the settings key, and how many files the menu lists what a recent file is, so that it opens in the right tab</extracomment>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>tour</source>
        <translation>recorrido</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Borrar la lista</translation>
    </message>
</context>
<context>
    <name>RunControls</name>
    <message>
        <source>Anticlockwise from 2,1 (default)</source>
        <extracomment>jump orders offered by name; any other order can be typed in</extracomment>
        <translation>Antihorario desde 2,1 (por defecto)</translation>
    </message>
    <message>
        <source>Clockwise from 1,2 (Spelchan&apos;s order)</source>
        <translation>Horario desde 1,2 (orden de Spelchan)</translation>
    </message>
    <message>
        <source>The C++ yardstick&apos;s order</source>
        <translation>Orden del programa de referencia C++</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>step limits offered (None: no limit)</extracomment>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>1 million moves</source>
        <translation>1 millón de movimientos</translation>
    </message>
    <message>
        <source>10 million moves</source>
        <translation>10 millones de movimientos</translation>
    </message>
    <message>
        <source>100 million moves</source>
        <translation>100 millones de movimientos</translation>
    </message>
    <message>
        <source>1 billion moves</source>
        <translation>mil millones de movimientos</translation>
    </message>
    <message>
        <source>10 billion moves</source>
        <translation>10&#xa0;000 millones de movimientos</translation>
    </message>
    <message>
        <source>Off: show the result at once</source>
        <extracomment>how each watch speed reads (SPEEDS&apos; keys are what the settings keep)</extracomment>
        <translation>No: resultado al instante</translation>
    </message>
    <message>
        <source>Fast: 60 moves a second</source>
        <translation>Rápido: 60 movimientos/s</translation>
    </message>
    <message>
        <source>Normal: 4 moves a second</source>
        <translation>Normal: 4 movimientos/s</translation>
    </message>
    <message>
        <source>Slow: 1 move a second</source>
        <translation>Lento: 1 movimiento/s</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>how each way of joining the edges reads (WRAPS&apos; names are what files keep)</extracomment>
        <translation>no</translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation>cilindro</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>toro</translation>
    </message>
    <message>
        <source>knight</source>
        <extracomment>the pieces&apos; names (LEAPERS&apos; keys are what the command line takes)</extracomment>
        <translation>caballo</translation>
    </message>
    <message>
        <source>camel</source>
        <translation>camello</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>cebra</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>jirafa</translation>
    </message>
    <message>
        <source>wazir</source>
        <translation>visir</translation>
    </message>
    <message>
        <source>ferz</source>
        <translation>alferza</translation>
    </message>
    <message>
        <source>any tour</source>
        <extracomment>the symmetries a closed tour can be asked for (None: any tour)</extracomment>
        <translation>cualquiera</translation>
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
        <translation>Cualquier recorrido, simétrico o no</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after a half turn of the board</source>
        <translation>Un recorrido cerrado que se ve igual tras dar media vuelta al tablero</translation>
    </message>
    <message>
        <source>A closed tour that looks the same after a quarter turn of the board (square boards)</source>
        <translation>Un recorrido cerrado que se ve igual tras dar un cuarto de vuelta al tablero (tableros cuadrados)</translation>
    </message>
    <message>
        <source>{description} Sources: {sources}.</source>
        <translation>{description} Fuentes: {sources}.</translation>
    </message>
    <message>
        <source>The next tour must end on {square} (ringed in purple).</source>
        <translation>El próximo recorrido debe terminar en {square} (rodeada en morado).</translation>
    </message>
    <message>
        <source>Ends on not used: {why}</source>
        <translation>Termina en no se usa: {why}</translation>
    </message>
    <message>
        <source>The Ends on field (in red) cannot be read: {why}. Fix it or clear it to solve.</source>
        <translation>El campo Termina en (en rojo) no se puede leer: {why}. Corrígelo o vacíalo para resolver.</translation>
    </message>
    <message>
        <source>Click squares to remove them or put them back; click Edit holes again to solve.</source>
        <translation>Haz clic en casillas para quitarlas o volver a ponerlas; vuelve a hacer clic en Editar huecos para resolver.</translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <translation>Haz clic en una casilla para buscar un recorrido desde ella.</translation>
    </message>
    <message>
        <source>Piece not used: {why}</source>
        <translation>Pieza no usada: {why}</translation>
    </message>
    <message>
        <source>The Piece field (in red) cannot be read: {why}. Fix it or choose a piece from its list to solve.</source>
        <translation>El campo Pieza (en rojo) no se puede leer: {why}. Corrígelo o elige una pieza de su lista para resolver.</translation>
    </message>
    <message>
        <source>Jump order not used: {why}</source>
        <translation>Orden de saltos no usado: {why}</translation>
    </message>
    <message>
        <source>The Jump order field (in red) cannot be read: {why}. Fix it or choose an order from its list to solve.</source>
        <translation>El campo Orden de saltos (en rojo) no se puede leer: {why}. Corrígelo o elige un orden de su lista para resolver.</translation>
    </message>
</context>
<context>
    <name>RunCounters</name>
    <message>
        <source>Click a square to start.</source>
        <translation>Haz clic en una casilla para empezar.</translation>
    </message>
    <message>
        <source>Time on the clock: –</source>
        <translation>Tiempo de reloj: –</translation>
    </message>
    <message>
        <source>Time on the clock: {seconds} s</source>
        <translation>Tiempo de reloj: {seconds} s</translation>
    </message>
    <message>
        <source>Solution {n}</source>
        <translation>Solución {n}</translation>
    </message>
    <message>
        <source>Moves tried: {steps}, taken back: {backtracks}</source>
        <translation>Movimientos probados: {steps}, deshechos: {backtracks}</translation>
    </message>
    <message>
        <source>The search&apos;s own time: {time}</source>
        <translation>Tiempo propio de la búsqueda: {time}</translation>
    </message>
    <message>
        <source>The search&apos;s own speed: {rate}</source>
        <translation>Velocidad propia de la búsqueda: {rate}</translation>
    </message>
    <message>
        <source>Squares on the current path</source>
        <translation>Casillas del camino actual</translation>
    </message>
    <message>
        <source>Squares on the path</source>
        <translation>Casillas del camino</translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed count only its work; &apos;Watched&apos; is the time on the clock since the run started, and the pace at which its moves were shown</source>
        <translation>El tiempo y la velocidad propios de la búsqueda cuentan solo su trabajo; «Observada» es el tiempo de reloj desde que empezó la búsqueda, y el ritmo al que se mostraron sus movimientos</translation>
    </message>
    <message>
        <source>What the run has done</source>
        <translation>Lo que ha hecho la búsqueda</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop the search ({key})</source>
        <translation>Detener la búsqueda ({key})</translation>
    </message>
    <message>
        <source>Continue the exact search to the next different tour ({key})</source>
        <translation>Continuar la búsqueda exacta hasta el siguiente recorrido distinto ({key})</translation>
    </message>
    <message>
        <source>Pause the watched search, or go on ({key})</source>
        <translation>Pausar la búsqueda observada, o continuar ({key})</translation>
    </message>
    <message>
        <source>One move of the paused search ({key})</source>
        <translation>Un movimiento de la búsqueda en pausa ({key})</translation>
    </message>
    <message numerus="yes">
        <source>{n} of {squares} squares</source>
        <translation>
            <numerusform>{n} de {squares} casillas</numerusform>
            <numerusform>{n} de {squares} casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation>Siguiente solución</translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>a watched search paused and stepped (Space and Ctrl+Right do the same)</extracomment>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>RunModel</name>
    <message>
        <source>Paused: {step} (or Step) makes one move, {go} goes on.</source>
        <extracomment>the answer about the board as it is now (a theorem, a tour found, why a run failed), shown in full beside the board; &quot;&quot; when the board, the solver or the run changed a watched search was paused (True) or goes on the square name an open tour must end on (&quot;&quot; for any square) the turn (180 or 90) a closed tour must look the same after, or None the last square and the turn the run shown was asked for True when the tour shown was asked for (or opened) as a closed tour what was on the board before the run going now, shown again if the run is refused the run&apos;s progress, the latest only, at the pace the window can paint it</extracomment>
        <translation>En pausa: {step} (o Paso) hace un movimiento, {go} continúa.</translation>
    </message>
</context>
<context>
    <name>RunsModel</name>
    <message>
        <source>Solver</source>
        <translation>Resolutor</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves tried</source>
        <translation>Movimientos probados</translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation>Deshechos</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrados</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenidas</translation>
    </message>
    <message>
        <source>Moves tried (middle run)</source>
        <translation>Movimientos probados (búsqueda mediana)</translation>
    </message>
    <message>
        <source>Moves tried (most)</source>
        <translation>Movimientos probados (máximo)</translation>
    </message>
    <message>
        <source>Time in all</source>
        <translation>Tiempo total</translation>
    </message>
    <message>
        <source>found</source>
        <extracomment>the solvers in catalogue order: the table sorts by this, not by name a run&apos;s outcome as the table says it (the exports keep the command line&apos;s words)</extracomment>
        <translation>encontrado</translation>
    </message>
    <message>
        <source>gave up (move limit reached)</source>
        <translation>abandono (límite de movimientos alcanzado)</translation>
    </message>
    <message>
        <source>no tour exists</source>
        <translation>no existe ningún recorrido</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>detenido</translation>
    </message>
    <message>
        <source>{found} of {runs}</source>
        <translation>{found} de {runs}</translation>
    </message>
</context>
<context>
    <name>RunsWords</name>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by Stop (not counted as failures).</source>
        <translation>
            <numerusform>Detenido: {ended} de {total} búsquedas terminada en {seconds} s, {cut} más interrumpidas por Detener (no cuentan como fallos).</numerusform>
            <numerusform>Detenido: {ended} de {total} búsquedas terminadas en {seconds} s, {cut} más interrumpidas por Detener (no cuentan como fallos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s.</source>
        <translation>
            <numerusform>Detenido: {ended} de {total} búsquedas terminada en {seconds} s.</numerusform>
            <numerusform>Detenido: {ended} de {total} búsquedas terminadas en {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {ended} of {total} runs in {seconds} s.</source>
        <translation>
            <numerusform>Hecho: {ended} de {total} búsquedas en {seconds} s.</numerusform>
            <numerusform>Hecho: {ended} de {total} búsquedas en {seconds} s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolverList</name>
    <message>
        <source>{solver} cannot look for closed tours (untick Closed tour on the Explore tab to use it).</source>
        <extracomment>the rows a solver list asks for; it takes more when its column has room where a greyed-out solver keeps its check mark until it is offered again</extracomment>
        <translation>{solver} no sabe buscar recorridos cerrados (desmarca Recorrido cerrado en la pestaña Explorar para usarlo).</translation>
    </message>
</context>
<context>
    <name>SpokenBoard</name>
    <message>
        <source>Board</source>
        <extracomment>the keys that step the tour shown, said with the board&apos;s own (the Explore tab&apos;s) what a screen reader hears of a square (the tab says more: legal moves, ...) what was announced, newest last (a screen reader hears each as it comes) the name the board takes once this turn&apos;s answers are said (see _rename_cursor)</extracomment>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>{layers} layers of {rows} by {cols}</source>
        <translation>{layers} capas de {rows} por {cols}</translation>
    </message>
    <message>
        <source>{rows} rows by {cols} columns</source>
        <translation>{rows} filas por {cols} columnas</translation>
    </message>
    <message>
        <source>A board of {size}. Arrow keys move from square to square, Enter acts on the square; or type a square&apos;s name, such as c3, and press Enter.</source>
        <translation>Un tablero de {size}. Las flechas van de casilla en casilla, Intro actúa sobre la casilla; o escribe el nombre de una casilla, como c3, y pulsa Intro.</translation>
    </message>
    <message>
        <source>Sums of the move numbers shown: ranks 1 up, {ranks}; files a on, {files}.</source>
        <translation>Sumas de los números de movimiento mostrados: filas desde la 1 hacia arriba, {ranks}; columnas desde la a, {files}.</translation>
    </message>
    <message>
        <source>{square}, a hole</source>
        <translation>{square}, un hueco</translation>
    </message>
    <message>
        <source>{square}, marked {mark}</source>
        <translation>{square}, marcada {mark}</translation>
    </message>
    <message>
        <source>{square}, move {n}</source>
        <translation>{square}, movimiento {n}</translation>
    </message>
    <message>
        <source>{square}, not visited</source>
        <translation>{square}, sin visitar</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Solvers in the table</source>
        <extracomment>how many moves a run may try before it gives up (Spelchan&apos;s *Making Knight&apos;s Tour* went to 10 billion) tours are kept for the exports on boards up to this many squares (a tour per run) the width of the choices&apos; column (wider only when larger text needs it)</extracomment>
        <translation>Resolutores de la tabla</translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation>{n} movimientos</translation>
    </message>
    <message>
        <source>Each run gives up after trying this many moves</source>
        <translation>Cada búsqueda abandona tras probar este número de movimientos</translation>
    </message>
    <message>
        <source>&amp;Keep each tour for the exports</source>
        <extracomment>each row keeps its tour, for the exports (on boards small enough to hold them all)</extracomment>
        <translation>&amp;Guardar recorridos para exportar</translation>
    </message>
    <message>
        <source>Each row keeps the tour it found: Export CSV and JSON then have a tour column a student can check square by square</source>
        <translation>Cada fila guarda el recorrido que encontró: así, Exportar CSV y Exportar JSON incluyen una columna con el recorrido, que un alumno puede comprobar casilla a casilla</translation>
    </message>
    <message>
        <source>Run over every start</source>
        <translation>Lanzar desde cada salida</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>what the next run is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <source>The table&apos;s progress</source>
        <translation>Progreso de la tabla</translation>
    </message>
    <message>
        <source>Choose solvers and run them from every start square of the board set in the Explore tab.</source>
        <translation>Elige resolutores y lánzalos desde cada casilla de salida del tablero elegido en la pestaña Explorar.</translation>
    </message>
    <message>
        <source>Runs, one a row</source>
        <extracomment>the runs, sorted (by solver, then start in board order, until a header is clicked)</extracomment>
        <translation>Ejecuciones, una por fila</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Heatmaps, one a solver</source>
        <translation>Mapas de calor, uno por solucionador</translation>
    </message>
    <message>
        <source>S&amp;olvers:</source>
        <translation>Reso&amp;lutores:</translation>
    </message>
    <message>
        <source>&amp;Give up each run after:</source>
        <translation>Abando&amp;nar tras:</translation>
    </message>
    <message>
        <source>The table&apos;s choices</source>
        <translation>Las opciones de la tabla</translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Recorridos cerrados en {board}&lt;/b&gt;, desde cada una de sus {n} casillas (el tablero y el tipo se eligen en la pestaña Explorar).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation>&lt;b&gt;Cualquier recorrido, abierto o cerrado, en {board}&lt;/b&gt;, desde cada una de sus {n} casillas (el tablero y el tipo se eligen en la pestaña Explorar).</translation>
    </message>
    <message>
        <source>Tours are kept on boards of up to {n} squares</source>
        <translation>Los recorridos se guardan en tableros de hasta {n} casillas</translation>
    </message>
    <message>
        <source>The results below are for closed tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation>Los resultados de abajo son de recorridos cerrados en {board}, no de lo que la pestaña lanzaría ahora: usa Lanzar desde cada salida para lanzar en este tablero.</translation>
    </message>
    <message>
        <source>The results below are for tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation>Los resultados de abajo son de recorridos en {board}, no de lo que la pestaña lanzaría ahora: usa Lanzar desde cada salida para lanzar en este tablero.</translation>
    </message>
    <message>
        <source>Check at least one solver.</source>
        <translation>Marca al menos un resolutor.</translation>
    </message>
    <message>
        <source>Running {n} runs for closed tours on {board}…</source>
        <translation>Lanzando {n} búsquedas de recorridos cerrados en {board}…</translation>
    </message>
    <message>
        <source>Running {n} runs for tours on {board}…</source>
        <translation>Lanzando {n} búsquedas de recorridos en {board}…</translation>
    </message>
</context>
<context>
    <name>TableResults</name>
    <message numerus="yes">
        <source>{done} of {total} runs</source>
        <translation>
            <numerusform>{done} de {total} búsquedas</numerusform>
            <numerusform>{done} de {total} búsquedas</numerusform>
        </translation>
    </message>
    <message>
        <source>No runs yet</source>
        <translation>Aún no hay búsquedas</translation>
    </message>
    <message>
        <source>Export {kind}</source>
        <translation>Exportar {kind}</translation>
    </message>
    <message>
        <source>{kind} files (*.{suffix})</source>
        <translation>Archivos {kind} (*.{suffix})</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Se ha guardado {file}.</translation>
    </message>
</context>
<context>
    <name>TourFiles</name>
    <message>
        <source>Reading or writing a file</source>
        <translation>Leyendo o escribiendo un archivo</translation>
    </message>
    <message>
        <source>Cancel reading</source>
        <translation>Cancelar la lectura</translation>
    </message>
    <message>
        <source>Save tour as JSON</source>
        <translation>Guardar el recorrido como JSON</translation>
    </message>
    <message>
        <source>JSON files</source>
        <translation>Archivos JSON</translation>
    </message>
    <message>
        <source>Save tour as text</source>
        <translation>Guardar el recorrido como texto</translation>
    </message>
    <message>
        <source>Text files</source>
        <translation>Archivos de texto</translation>
    </message>
    <message>
        <source>Saving {file}…</source>
        <translation>Guardando {file}…</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Se ha guardado {file}.</translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation>No se ha guardado.</translation>
    </message>
    <message>
        <source>Copying {n} squares…</source>
        <translation>Copiando {n} casillas…</translation>
    </message>
    <message>
        <source>Copied the tour to the clipboard: {n} squares in algebraic notation (a1 c2 …), ready to paste.</source>
        <translation>Recorrido copiado al portapapeles: {n} casillas en notación algebraica (a1 c2 …), listas para pegar.</translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation>Abrir recorrido</translation>
    </message>
    <message>
        <source>Tours (*.json *.txt *.ktm);;All files (*)</source>
        <translation>Recorridos (*.json *.txt *.ktm);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Leyendo {file}…</translation>
    </message>
    <message>
        <source>Stopped reading {file}.</source>
        <translation>Lectura de {file} detenida.</translation>
    </message>
    <message>
        <source>{file} was not opened.</source>
        <translation>No se ha abierto {file}.</translation>
    </message>
    <message>
        <source>{file} is not a tour of the {board} board: {why}.</source>
        <translation>{file} no es un recorrido del tablero {board}: {why}.</translation>
    </message>
    <message>
        <source>Opened a valid closed tour of {board} from {square}.</source>
        <translation>Se ha abierto un recorrido cerrado válido de {board} desde {square}.</translation>
    </message>
    <message>
        <source>Opened a valid open tour of {board} from {square}.</source>
        <translation>Se ha abierto un recorrido abierto válido de {board} desde {square}.</translation>
    </message>
    <message>
        <source>All {count} tours in the file are valid; the board shows the first.</source>
        <translation>Los {count} recorridos del archivo son válidos; el tablero muestra el primero.</translation>
    </message>
</context>
<context>
    <name>TourPages</name>
    <message>
        <source>Saved {file}.</source>
        <translation>Se ha guardado {file}.</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation>Imágenes PNG</translation>
    </message>
    <message>
        <source>Export vector picture</source>
        <translation>Exportar imagen vectorial</translation>
    </message>
    <message>
        <source>SVG drawings</source>
        <translation>Dibujos SVG</translation>
    </message>
    <message>
        <source>Knight&apos;s tour on {board}: start on any square</source>
        <translation>Recorrido del caballo en {board}: empieza en cualquier casilla</translation>
    </message>
    <message>
        <source>Worksheet: a closed knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Ficha: un recorrido cerrado del caballo en {board} desde {square}. Numera las casillas 2, 3, 4, etc., en el orden en que las visita el caballo.</translation>
    </message>
    <message>
        <source>Worksheet: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Ficha: un recorrido del caballo en {board} desde {square}. Numera las casillas 2, 3, 4, etc., en el orden en que las visita el caballo.</translation>
    </message>
    <message>
        <source>A closed knight&apos;s tour of {board} from {square}</source>
        <translation>Un recorrido cerrado del caballo en {board} desde {square}</translation>
    </message>
    <message>
        <source>A knight&apos;s tour of {board} from {square}</source>
        <translation>Un recorrido del caballo en {board} desde {square}</translation>
    </message>
    <message>
        <source>Moves 1 to {n} from {square} on {board}</source>
        <translation>Movimientos 1 a {n} desde {square} en {board}</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Enviado a la impresora.</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation>Documentos PDF</translation>
    </message>
    <message>
        <source>Export worksheet PDF</source>
        <translation>Exportar ficha en PDF</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>open another game</source>
        <extracomment>the solver a tour played by hand is saved as (as core/formats.game_document says) the solver a tour played by hand is saved as (as core/formats.game_document says) the tour file last opened or saved, and the tour shown then (the title names it) the snapshot of a game replayed in Explore (saving it says &quot;by hand&quot;)</extracomment>
        <translation>abrir otra partida</translation>
    </message>
    <message>
        <source>No game to save yet: click a square to start one.</source>
        <translation>Aún no hay ninguna partida que guardar: haz clic en una casilla para empezar una.</translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <source>The board is too large for this machine&apos;s memory.</source>
        <extracomment>the run this worker belongs to, for the window to drop the answers of older ones (a slot reads it as self.sender().generation) errors no worker expected (a bug): kept so that the tests fail on them</extracomment>
        <translation>El tablero es demasiado grande para la memoria de este ordenador.</translation>
    </message>
    <message>
        <source>Something went wrong in the run ({what}). Please report it.</source>
        <translation>Algo ha ido mal en la búsqueda ({what}). Por favor, comunícalo.</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets for a class</source>
        <translation>Fichas para una clase</translation>
    </message>
    <message>
        <source>How many pupils</source>
        <translation>Cuántos alumnos</translation>
    </message>
    <message>
        <source>The same start for every pupil:</source>
        <translation>La misma salida para todos los alumnos:</translation>
    </message>
    <message>
        <source>A different start for each pupil</source>
        <translation>Una salida distinta para cada alumno</translation>
    </message>
    <message>
        <source>The start for every pupil</source>
        <translation>La salida para todos los alumnos</translation>
    </message>
    <message numerus="yes">
        <source>{n} boards a page</source>
        <translation>
            <numerusform>{n} tablero por página</numerusform>
            <numerusform>{n} tableros por página</numerusform>
        </translation>
    </message>
    <message>
        <source>A line for the name and the date</source>
        <translation>Una línea para el nombre y la fecha</translation>
    </message>
    <message>
        <source>Add the answer key (each pupil&apos;s tour)</source>
        <translation>Añadir el solucionario (el recorrido de cada alumno)</translation>
    </message>
    <message>
        <source>On the {board} board set in the Explore tab.</source>
        <translation>En el tablero {board} elegido en la pestaña Explorar.</translation>
    </message>
    <message>
        <source>&amp;Pupils:</source>
        <translation>&amp;Alumnos:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposición:</translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation>Vista previa…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exportar PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <source>Name: ______________________   Date: ____________</source>
        <translation>Nombre: ______________________   Fecha: ____________</translation>
    </message>
    <message>
        <source>Not made: {why}</source>
        <translation>No se han creado: {why}</translation>
    </message>
    <message>
        <source>Finding a tour for each worksheet…</source>
        <translation>Buscando un recorrido para cada ficha…</translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages, answer key included.</source>
        <translation>
            <numerusform>{sheets} en {n} página, con el solucionario.</numerusform>
            <numerusform>{sheets} en {n} páginas, con el solucionario.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages.</source>
        <translation>
            <numerusform>{sheets} en {n} página.</numerusform>
            <numerusform>{sheets} en {n} páginas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} worksheets</source>
        <translation>
            <numerusform>{n} ficha</numerusform>
            <numerusform>{n} fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>Export worksheets</source>
        <translation>Exportar fichas</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>Se ha guardado {file}.</translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation>Enviado a la impresora.</translation>
    </message>
</context>
<context>
    <name>WorksheetSet</name>
    <message>
        <source>Worksheet {pupil}: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation>Ficha {pupil}: un recorrido del caballo en {board} desde {square}. Numera las casillas 2, 3, 4, etc., en el orden en que las visita el caballo.</translation>
    </message>
    <message>
        <source>Answer key, worksheet {pupil}: a knight&apos;s tour of {board} from {square}</source>
        <translation>Solucionario, ficha {pupil}: un recorrido del caballo en {board} desde {square}</translation>
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
        <translation>un saltador es (a, b) con 0 &lt;= a &lt;= b y b &gt;= 1, no ({a}, {b})</translation>
    </message>
    <message>
        <source>leaper {text} is not &apos;A,B&apos; (such as 1,2) or one of: {names}</source>
        <translation>el saltador {text} no es «A,B» (como 1,2) ni uno de: {names}</translation>
    </message>
    <message>
        <source>leaper {text} jumps farther than any board is wide</source>
        <translation>el saltador {text} salta más lejos de lo que mide de ancho cualquier tablero</translation>
    </message>
    <message>
        <source>jump order {text} is not a list of &apos;file,rank&apos; pairs such as &apos;2,1 1,2 ...&apos;</source>
        <translation>el orden de saltos {text} no es una lista de pares «columna,fila» como «2,1 1,2 ...»</translation>
    </message>
    <message>
        <source>the eight knight jumps (±1,±2 and ±2,±1)</source>
        <translation>los ocho saltos del caballo (±1,±2 y ±2,±1)</translation>
    </message>
    <message>
        <source>the leaper&apos;s {n} jumps</source>
        <translation>los {n} saltos del saltador</translation>
    </message>
    <message>
        <source>jump order {text} must list {what} once each</source>
        <translation>el orden de saltos {text} debe incluir {what} una vez cada uno</translation>
    </message>
    <message>
        <source>square {text} is not a square name such as a1 or h8</source>
        <extracomment>at most this many holes are named one by one in a board&apos;s description a run needing fewer bytes than this fits on any machine the program runs on (file, rank) pairs; a Board3D&apos;s are (file, rank, layer) triples</extracomment>
        <translation>la casilla {text} no es un nombre de casilla como a1 o h8</translation>
    </message>
    <message>
        <source>square {text} is off the {board} board (files a-{last}, ranks 1-{rows})</source>
        <translation>la casilla {text} está fuera del tablero {board} (columnas a-{last}, filas 1-{rows})</translation>
    </message>
    <message>
        <source>square {text} has been removed from the board</source>
        <extracomment>the knight in three dimensions: two squares along one axis, one along another</extracomment>
        <translation>la casilla {text} se ha quitado del tablero</translation>
    </message>
</context>
<context>
    <name>explain</name>
    <message>
        <source>No tour exists on {board}: every path a knight can make there misses at least one square. Mathematicians have proved it for every board of this shape (Cull and De Curtins 1978; Conrad et al. 1994).</source>
        <translation>No existe ningún recorrido en {board}: todos los caminos que puede hacer un caballo ahí se dejan al menos una casilla. Los matemáticos lo han demostrado para todos los tableros de esta forma (Cull y De Curtins 1978; Conrad et al. 1994).</translation>
    </message>
    <message>
        <source>Count the moves. Every square of {board} with only two moves must use both in a closed tour, and here those forced moves already give every square its two moves. They close into two separate loops of six squares, {one} ({a}) and {two} ({b}), so no single circuit can visit all twelve squares (Schwenk 1991 lists 3x4 among the boards with no closed tour).</source>
        <translation>Cuenta los saltos. Cada casilla de {board} con solo dos saltos debe usar los dos en un recorrido cerrado, y aquí esos saltos forzados ya le dan a cada casilla sus dos saltos. Se cierran en dos bucles separados de seis casillas, {one} ({a}) y {two} ({b}), así que ningún circuito único puede visitar las doce casillas (Schwenk 1991 cuenta 3x4 entre los tableros sin recorrido cerrado).</translation>
    </message>
    <message>
        <source>Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). A knight always jumps to the other colour, so a tour that comes back to its start visits as many light squares as dark ones. Here they are not equal, so no closed tour can exist.</source>
        <translation>Cuenta las casillas: {board} tiene {dark} oscuras ({d}) y {light} claras ({l}). Un caballo siempre salta al otro color, así que un recorrido que vuelve a su salida visita tantas casillas claras como oscuras. Aquí no son iguales, así que no puede existir ningún recorrido cerrado.</translation>
    </message>
    <message>
        <source>On a board 4 squares wide, a knight on an outer line ({o}) can only jump to an inner line ({i}), and there are as many {o} squares as {i} squares. So a tour that comes back to its start must go {o}, {i}, {o}, {i}… all the way round. But the colours alternate too, so every {o} square would have one colour and every {i} square the other, and that is not so: no closed tour can exist (Posa&apos;s argument).</source>
        <translation>En un tablero de 4 casillas de ancho, un caballo en una línea exterior ({o}) solo puede saltar a una línea interior ({i}), y hay tantas casillas {o} como casillas {i}. Así que un recorrido que vuelve a su salida debe ir {o}, {i}, {o}, {i}… durante toda la vuelta. Pero los colores también se alternan, así que todas las casillas {o} tendrían un color y todas las casillas {i} el otro, y no es así: no puede existir ningún recorrido cerrado (argumento de Posa).</translation>
    </message>
    <message>
        <source>Count the squares: {board} has {dark} dark ({d}) and {light} light ({l}). A knight always jumps to the other colour, so a tour goes dark, light, dark, light… With one more dark square than light, it must start and end on dark. {square} is light, so no tour can start there.</source>
        <translation>Cuenta las casillas: {board} tiene {dark} oscuras ({d}) y {light} claras ({l}). Un caballo siempre salta al otro color, así que un recorrido va oscura, clara, oscura, clara… Con una casilla oscura más que claras, debe empezar y terminar en una oscura. {square} es clara, así que ningún recorrido puede empezar ahí.</translation>
    </message>
    <message>
        <source>Count the doors. The four corners ({c}) and the two rings of edge squares ({a} and {b}, four squares each, a knight&apos;s move apart) can only be reached from the four middle squares ({m}). A path passes each middle square once, in and out: 8 moves through the middle in all. But going through a corner takes 2 of them (8 for the four corners), and getting into a ring and out again takes 2 more for each ring: 12. The path&apos;s two ends save at most 2, so 10 are needed and only 8 exist: no knight&apos;s path visits all 16 squares (Conrad et al. 1994 prove it for every board of this shape).</source>
        <translation>Cuenta las puertas. Las cuatro esquinas ({c}) y los dos anillos de casillas del borde ({a} y {b}, de cuatro casillas cada uno, a un movimiento de caballo una de otra) solo se pueden alcanzar desde las cuatro casillas del medio ({m}). Un camino pasa una vez por cada casilla del medio, entrando y saliendo: 8 movimientos por el medio en total. Pero pasar por una esquina gasta 2 de ellos (8 para las cuatro esquinas), y entrar en un anillo y volver a salir gasta 2 más por cada anillo: 12. Los dos extremos del camino ahorran como mucho 2, así que hacen falta 10 y solo hay 8: ningún camino de caballo visita las 16 casillas (Conrad et al. 1994 lo demuestran para todos los tableros de esta forma).</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>that square is not on the board</source>
        <translation>esa casilla no está en el tablero</translation>
    </message>
    <message>
        <source>{square} has been visited already (move {n})</source>
        <translation>{square} ya se ha visitado (movimiento {n})</translation>
    </message>
    <message>
        <source>{square} is not a knight&apos;s move from {knight}</source>
        <translation>{square} no está a un movimiento de caballo de {knight}</translation>
    </message>
    <message>
        <source>move {n} ({square}): {why}</source>
        <translation>movimiento {n} ({square}): {why}</translation>
    </message>
    <message>
        <source>the knight on {square} has no move left: you visited {done} of {all} squares</source>
        <translation>el caballo en {square} no tiene movimientos: has visitado {done} de {all} casillas</translation>
    </message>
    <message>
        <source>{square} can no longer be reached: every square a knight&apos;s move away from it is visited</source>
        <translation>ya no se puede llegar a {square}: todas las casillas a un movimiento de caballo de ella están visitadas</translation>
    </message>
    <message>
        <source>{square} can only be entered by the next move, and the knight would be stuck there</source>
        <translation>a {square} solo se puede entrar con el próximo movimiento, y el caballo se quedaría atascado allí</translation>
    </message>
    <message>
        <source>{a} and {b} each have only one way in left, so both would have to be the last square</source>
        <translation>a {a} y a {b} solo les queda una entrada a cada una, así que las dos tendrían que ser la última casilla</translation>
    </message>
    <message>
        <source>{square} and {n} more are cut off: the knight can no longer reach them through unvisited squares</source>
        <translation>{square} y {n} más están aisladas: el caballo ya no puede llegar a ellas por casillas sin visitar</translation>
    </message>
    <message>
        <source>the program tried every way on from here, and none visits all the squares that are left</source>
        <extracomment>the squares the reason names (a square shut off, two last squares, the stuck knight)</extracomment>
        <translation>el programa ha probado todos los caminos desde aquí, y ninguno visita todas las casillas que quedan</translation>
    </message>
    <message>
        <source>no answer within {n} moves of searching</source>
        <translation>sin respuesta en {n} movimientos de búsqueda</translation>
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
        <translation>El primer recorrido mágico del caballo: todas las filas y columnas suman 260. Va de a8 a c1.</translation>
    </message>
    <message>
        <source>A closed tour whose ranks and files add up to 260 and whose long diagonals miss by 4 each way (264 and 256). Dudeney doubted that a fully magic one exists; the computer search of every semi-magic 8x8 tour (Stertenbrink, Computing Magic Knight Tours, 2003) found none with magic diagonals.</source>
        <extracomment>the re-entrant tour H. E. Dudeney gave as the best answer he knew to &quot;The Magic Knight&apos;s Tour&quot; in Amusements in Mathematics (1917): ranks and files 260, diagonals 264 and 256</extracomment>
        <translation>Un recorrido cerrado cuyas filas y columnas suman 260 y cuyas diagonales largas se desvían en 4 en cada sentido (264 y 256). Dudeney dudaba de que existiera uno totalmente mágico; la búsqueda por ordenador de todos los recorridos semimágicos de 8x8 (Stertenbrink, Computing Magic Knight Tours, 2003) no encontró ninguno con diagonales mágicas.</translation>
    </message>
</context>
<context>
    <name>marks</name>
    <message>
        <source>D</source>
        <extracomment>boards up to this many squares get a label on each square</extracomment>
        <translation>O</translation>
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
        <translation>una casilla oscura</translation>
    </message>
    <message>
        <source>a light square</source>
        <translation>una casilla clara</translation>
    </message>
    <message>
        <source>a square of the first loop</source>
        <translation>una casilla del primer bucle</translation>
    </message>
    <message>
        <source>a square of the second loop</source>
        <translation>una casilla del segundo bucle</translation>
    </message>
    <message>
        <source>a square of an outer line</source>
        <translation>una casilla de una línea exterior</translation>
    </message>
    <message>
        <source>a square of an inner line</source>
        <translation>una casilla de una línea interior</translation>
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
        <translation>una esquina</translation>
    </message>
    <message>
        <source>a square of one ring</source>
        <translation>una casilla de un anillo</translation>
    </message>
    <message>
        <source>a square of the other ring</source>
        <translation>una casilla del otro anillo</translation>
    </message>
    <message>
        <source>a middle square</source>
        <translation>una casilla del medio</translation>
    </message>
</context>
<context>
    <name>searches</name>
    <message>
        <source>Warnsdorff&apos;s rule</source>
        <translation>Regla de Warnsdorff</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with random ties</source>
        <translation>Regla de Warnsdorff con empates al azar</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with Pohl&apos;s tie-break</source>
        <translation>Regla de Warnsdorff con el desempate de Pohl</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with Roth&apos;s tie-break</source>
        <translation>Regla de Warnsdorff con el desempate de Roth</translation>
    </message>
    <message>
        <source>The go-to-the-bottom rule</source>
        <translation>La regla de ir hacia abajo</translation>
    </message>
    <message>
        <source>The stay-near-the-centre rule</source>
        <translation>La regla de quedarse cerca del centro</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule is defined on square boards only.</source>
        <extracomment>Upper bound of the memory any search here takes per square (tables, path, keys, flags).</extracomment>
        <translation>La regla de Squirrel y Cull solo está definida en tableros cuadrados.</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule starts in a corner: choose a corner square.</source>
        <translation>La regla de Squirrel y Cull empieza en una esquina: elige una casilla de esquina.</translation>
    </message>
    <message>
        <source>Squirrel and Cull&apos;s rule</source>
        <translation>La regla de Squirrel y Cull</translation>
    </message>
    <message>
        <source>That many moves is Automatic&apos;s step cap on boards of other leapers, with holes, wrapped or in three dimensions; a larger step limit searches longer.</source>
        <extracomment>from this many squares up, auto builds tours from tiles instead of searching on a board 3 or 4 wide and smaller than that, the exact search gets this many moves before the column-by-column method (whose tables take a moment to fill) takes over Automatic&apos;s own step cap on boards other than the knight&apos;s full rectangle (other leapers, holes, wrapping, three dimensions), where no construction applies and its exact search may run for hours without an answer; a run&apos;s own step limit replaces it</extracomment>
        <translation>Ese número de movimientos es el tope de Automático en tableros de otros saltadores, con huecos, con bordes unidos o en tres dimensiones; un límite de movimientos mayor busca durante más tiempo.</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no closed tour and has not yet proved that none exists. {why}</source>
        <translation>Aún sin decidir tras {cap} movimientos: la búsqueda no ha encontrado ningún recorrido cerrado y todavía no ha demostrado que no exista ninguno. {why}</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no tour from {start} to {end} and has not yet proved that none exists. {why}</source>
        <translation>Aún sin decidir tras {cap} movimientos: la búsqueda no ha encontrado ningún recorrido de {start} a {end} y todavía no ha demostrado que no exista ninguno. {why}</translation>
    </message>
    <message>
        <source>Still undecided after {cap} moves: the search has found no tour from {start} and has not yet proved that none exists. {why}</source>
        <translation>Aún sin decidir tras {cap} movimientos: la búsqueda no ha encontrado ningún recorrido desde {start} y todavía no ha demostrado que no exista ninguno. {why}</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours after solution {n}.</source>
        <translation>La búsqueda ha probado todos los caminos: no hay más recorridos cerrados después de la solución {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more tours from {first} to {last} after solution {n}.</source>
        <translation>La búsqueda ha probado todos los caminos: no hay más recorridos de {first} a {last} después de la solución {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more tours from {first} after solution {n}.</source>
        <translation>La búsqueda ha probado todos los caminos: no hay más recorridos desde {first} después de la solución {n}.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no closed tour exists on this board.</source>
        <translation>La búsqueda ha probado todos los caminos desde {first}: no existe ningún recorrido cerrado en este tablero.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no tour from there ends on {last}.</source>
        <translation>La búsqueda ha probado todos los caminos desde {first}: ningún recorrido desde ahí termina en {last}.</translation>
    </message>
    <message>
        <source>The search tried every path from {first}: no tour exists from there.</source>
        <translation>La búsqueda ha probado todos los caminos desde {first}: no existe ningún recorrido desde ahí.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <extracomment>seconds of kernel work per chunk: short enough that a Stop acts well within 100 ms seconds between two progress reports (about 30 a second) squares of path a second that progress reports may carry: a report copies the path, and the window compares it with the last one, so a path of millions of squares (a board of 8 million) is reported a few times a second, not 30 (a million squares or fewer: 30) the first chunk&apos;s moves, and the bounds the chunk size adapts within seconds of a nap while pacing: Stop is looked at between naps a paced run faster than a move a frame is shown once a frame, not every move</extracomment>
        <translation>Detenida.</translation>
    </message>
    <message>
        <source>Stopped by Ctrl-C.</source>
        <translation>Detenida con Ctrl-C.</translation>
    </message>
    <message>
        <source>The step limit of {n} moves was reached.</source>
        <translation>Se ha alcanzado el límite de {n} movimientos.</translation>
    </message>
    <message>
        <source>the rule</source>
        <extracomment>True when the run was answered by a theorem (no search made: a KnownResult no-tour) a cap the solver puts on its own moves when the run sets none (Automatic&apos;s, on boards where a search may run long), and what a run that reaches it says; None: no cap the square tours are read from to list each circuit once (the start asked for: a search restarted elsewhere reads its tours from there)</extracomment>
        <translation>la regla</translation>
    </message>
    <message>
        <source>{rule} reached a dead end at {square} after visiting {n} of {all} squares.</source>
        <translation>{rule}: callejón sin salida en {square} tras visitar {n} de {all} casillas.</translation>
    </message>
    <message>
        <source>(Automatic&apos;s exhaustive search on a small board: the moves chosen one by one with all they force, every choice tried.)</source>
        <translation>(Búsqueda exhaustiva de Automático en un tablero pequeño: los movimientos elegidos uno a uno con todo lo que imponen, probada cada elección.)</translation>
    </message>
</context>
<context>
    <name>solvers</name>
    <message>
        <source>Automatic</source>
        <extracomment>the search for an open tour that ends on a chosen square (board, start, end, seed), or None when the solver cannot aim at one (the heuristics, the constructions) the solver in one plain sentence, for a first visit (the description gives the details and the sources) the sources the descriptions cite, by author and title</extracomment>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Answers at once where a theorem rules a tour out (Schwenk; Cull and De Curtins; the colour argument; for other leapers, holes and wrapping, the move graph&apos;s colours and connectivity). Boards of 1,024 squares or more get a tour built by divide and conquer, and boards 3 or 4 wide are decided column by column (exact, any length; below 1,024 squares after a short try of the search below); otherwise it runs an exact search in Warnsdorff order with Roth&apos;s tie-break and full pruning, restarted under shuffled jump orders when it runs long: on most boards it walks straight to a tour, and it proves when none exists. On boards of other leapers, with holes, wrapped or in three dimensions, of 100 squares or fewer, an exact search that chooses moves as edges, with everything each choice forces, takes turns with that search, and the two get at most 500,000,000 moves; on larger ones that search gets at most 50,000,000 moves (seconds), unless a step limit is given: if it has neither found a tour nor proved there is none by then, it ends saying the question is still open. The command line shows its progress on stderr while it searches.</source>
        <translation>Responde al instante cuando un teorema descarta un recorrido (Schwenk; Cull y De Curtins; el argumento de los colores; para otros saltadores, huecos y bordes unidos, los colores y la conexión del grafo de movimientos). Los tableros de 1024 casillas o más reciben un recorrido construido por divide y vencerás, y los tableros de 3 o 4 de ancho se deciden columna a columna (de forma exacta, con cualquier longitud; por debajo de 1024 casillas, tras un breve intento de la búsqueda descrita a continuación); en los demás casos hace una búsqueda exacta en el orden de Warnsdorff con el desempate de Roth y poda completa, que se reinicia con órdenes de salto barajados cuando se alarga: en la mayoría de los tableros va directa a un recorrido, y demuestra cuándo no existe ninguno. En tableros de otros saltadores, con huecos, con bordes unidos o en tres dimensiones, de 100 casillas o menos, una búsqueda exacta que elige los movimientos como aristas, con todo lo que cada elección impone, se alterna con esa búsqueda, y las dos disponen como máximo de 500&#xa0;000&#xa0;000 movimientos; en los mayores, esa búsqueda dispone como máximo de 50&#xa0;000&#xa0;000 de movimientos (segundos), salvo que se indique un límite de movimientos: si para entonces no ha encontrado un recorrido ni demostrado que no lo hay, termina diciendo que la pregunta sigue abierta. La línea de comandos muestra su progreso en stderr mientras busca.</translation>
    </message>
    <message>
        <source>Backtracking</source>
        <translation>Vuelta atrás</translation>
    </message>
    <message>
        <source>Depth-first search: try the jumps in the fixed order, and when the knight is stuck take the last move back and try the next jump there. Complete but slow: from some squares of 8x8 it needs billions of moves.</source>
        <translation>Búsqueda en profundidad: prueba los saltos en el orden fijo y, cuando el caballo se atasca, deshace el último movimiento y prueba allí el siguiente salto. Completa pero lenta: desde algunas casillas del 8x8 necesita miles de millones de movimientos.</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>Comprobación hacia delante</translation>
    </message>
    <message>
        <source>Backtracking that looks ahead after every move and backs off at once when some unvisited square has no way in left, instead of discovering it many moves later.</source>
        <translation>Vuelta atrás que mira hacia delante tras cada movimiento y retrocede en cuanto alguna casilla sin visitar se queda sin entrada, en vez de descubrirlo muchos movimientos después.</translation>
    </message>
    <message>
        <source>Degree order</source>
        <translation>Orden por grado</translation>
    </message>
    <message>
        <source>Backtracking with each square&apos;s moves sorted once, before the search, by how many moves the target has on the empty board: corners and edges first.</source>
        <translation>Vuelta atrás con los movimientos de cada casilla ordenados una vez, antes de la búsqueda, según cuántos movimientos tiene la casilla de destino en el tablero vacío: primero esquinas y bordes.</translation>
    </message>
    <message>
        <source>Warnsdorff</source>
        <translation>Warnsdorff</translation>
    </message>
    <message>
        <source>Greedy: always jump to the square with the fewest onward moves; the first in jump order wins ties. Linear time and usually right, but it never reconsiders, so it can dead-end.</source>
        <translation>Voraz: salta siempre a la casilla con menos movimientos siguientes; en caso de empate gana la primera en el orden de saltos. Tiempo lineal y casi siempre acierta, pero nunca reconsidera, así que puede acabar en un callejón sin salida.</translation>
    </message>
    <message>
        <source>Warnsdorff, random ties</source>
        <translation>Warnsdorff, empates al azar</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken by a seeded random choice (--seed): a different seed gives a different tour, and a failed run can simply be retried.</source>
        <translation>Regla de Warnsdorff con los empates resueltos por una elección aleatoria con semilla (--seed): una semilla distinta da un recorrido distinto, y una búsqueda fallida se puede simplemente repetir.</translation>
    </message>
    <message>
        <source>Warnsdorff, Pohl&apos;s tie-break</source>
        <translation>Warnsdorff, desempate de Pohl</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken by applying the rule once more: among tied squares, prefer the one whose own least-free onward square has the fewest moves; remaining ties go to the first in jump order.</source>
        <translation>Regla de Warnsdorff con los empates resueltos aplicando la regla una vez más: entre las casillas empatadas, prefiere aquella cuya casilla siguiente menos libre tiene menos movimientos; los empates que queden van a la primera en el orden de saltos.</translation>
    </message>
    <message>
        <source>Warnsdorff, Roth&apos;s tie-break</source>
        <translation>Warnsdorff, desempate de Roth</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule with ties broken towards the square farthest from the centre of the board, which keeps the knight on the rim until the rim is done.</source>
        <translation>Regla de Warnsdorff con los empates resueltos hacia la casilla más alejada del centro del tablero, lo que mantiene al caballo en el borde hasta que el borde está hecho.</translation>
    </message>
    <message>
        <source>Squirrel and Cull</source>
        <translation>Squirrel y Cull</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule from a corner of a square board, with ties broken by an order of the eight directions that changes at a few fixed squares; the orders depend on the board size mod 8. Linear time, and reported to give a tour on every square board from 5x5 up.</source>
        <translation>Regla de Warnsdorff desde una esquina de un tablero cuadrado, con los empates resueltos por un orden de las ocho direcciones que cambia en unas pocas casillas fijas; los órdenes dependen del tamaño del tablero módulo 8. Tiempo lineal, y según sus autores da un recorrido en todo tablero cuadrado a partir de 5x5.</translation>
    </message>
    <message>
        <source>Warnsdorff with backtracking</source>
        <translation>Warnsdorff con vuelta atrás</translation>
    </message>
    <message>
        <source>A complete backtracking search that tries the moves at every square in Warnsdorff order (fewest onward moves first). It follows Warnsdorff&apos;s path while that works and backs up only when it dead-ends, so it never gives up while the step limit lasts.</source>
        <translation>Una búsqueda completa con vuelta atrás que prueba los movimientos de cada casilla en el orden de Warnsdorff (primero los que tienen menos movimientos siguientes). Sigue el camino de Warnsdorff mientras funciona y solo retrocede cuando llega a un callejón sin salida, así que nunca abandona mientras no se agote el límite de movimientos.</translation>
    </message>
    <message>
        <source>Naive: go to the bottom</source>
        <translation>Ingenua: ir hacia abajo</translation>
    </message>
    <message>
        <source>The first rule people try: always jump to the lowest rank available. It fills the bottom well and then strands the knight at the top; kept to show why Warnsdorff is needed.</source>
        <translation>La primera regla que se le ocurre a la gente: saltar siempre a la fila más baja disponible. Llena bien la parte de abajo y luego deja al caballo atrapado arriba; se incluye para mostrar por qué hace falta Warnsdorff.</translation>
    </message>
    <message>
        <source>Naive: stay near the centre</source>
        <translation>Ingenua: cerca del centro</translation>
    </message>
    <message>
        <source>Always jump to the square nearest the centre. The knight circles the middle and cuts off the corners, where it gets stuck; kept to show why Warnsdorff is needed.</source>
        <translation>Saltar siempre a la casilla más cercana al centro. El caballo da vueltas por el medio y aísla las esquinas, donde se atasca; se incluye para mostrar por qué hace falta Warnsdorff.</translation>
    </message>
    <message>
        <source>Divide and conquer</source>
        <translation>Divide y vencerás</translation>
    </message>
    <message>
        <source>Cuts the board into blocks of 5 to 10 squares a side, lays a stored tour on each and joins neighbouring blocks by swapping two moves for two moves across their border: a tour of a million squares in milliseconds, closed whenever the board has an even number of squares. Boards 3 or 4 wide are decided column by column instead: a dynamic programme over the ways a tour can cross each column, exact and linear in the length.</source>
        <translation>Corta el tablero en bloques de 5 a 10 casillas de lado, pone un recorrido guardado en cada uno y une los bloques vecinos cambiando dos movimientos por otros dos a través de su frontera: un recorrido de un millón de casillas en milisegundos, cerrado siempre que el tablero tenga un número par de casillas. Los tableros de 3 o 4 de ancho se deciden en cambio columna a columna: una programación dinámica sobre las formas en que un recorrido puede cruzar cada columna, exacta y lineal en la longitud.</translation>
    </message>
    <message>
        <source>Known circuit</source>
        <translation>Circuito conocido</translation>
    </message>
    <message>
        <source>Finds one closed tour of the board (built by divide and conquer or column by column where those apply, else searched for from the first square), then starts it at the chosen square: a closed tour can be entered anywhere. Finding the circuit is part of every run: its moves and its time are the run&apos;s.</source>
        <translation>Encuentra un recorrido cerrado del tablero (construido por divide y vencerás o columna a columna donde se puede; si no, buscado desde la primera casilla) y luego lo empieza en la casilla elegida: en un recorrido cerrado se puede entrar por cualquier punto. Encontrar el circuito forma parte de cada búsqueda: sus movimientos y su tiempo cuentan como los de la búsqueda.</translation>
    </message>
    <message>
        <source>Picks the best way for this board by itself: the quickest way to a tour, or the reason there is none.</source>
        <translation>Elige por sí mismo el mejor método para este tablero: el camino más rápido hacia un recorrido, o la razón por la que no lo hay.</translation>
    </message>
    <message>
        <source>Tries the moves in a fixed order and, at a dead end, steps back and tries the next move: slow, but it never misses a tour.</source>
        <translation>Prueba los movimientos en un orden fijo y, en un callejón sin salida, retrocede y prueba el siguiente movimiento: lento, pero nunca se le escapa un recorrido.</translation>
    </message>
    <message>
        <source>Backtracking that turns back as soon as some square can no longer be reached, instead of waiting for the dead end.</source>
        <translation>Vuelta atrás que retrocede en cuanto alguna casilla ya no se puede alcanzar, en vez de esperar al callejón sin salida.</translation>
    </message>
    <message>
        <source>Backtracking that tries first the squares with the fewest moves on the empty board.</source>
        <translation>Vuelta atrás que prueba primero las casillas con menos movimientos en el tablero vacío.</translation>
    </message>
    <message>
        <source>Always jumps to the square with the fewest ways on: a simple rule that usually finds a tour at once.</source>
        <translation>Salta siempre a la casilla con menos movimientos siguientes: una regla sencilla que suele encontrar un recorrido a la primera.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, choosing by lot between squares that are equally good.</source>
        <translation>Regla de Warnsdorff, eligiendo al azar entre casillas igual de buenas.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, looking one move further ahead between squares that are equally good.</source>
        <translation>Regla de Warnsdorff, mirando un movimiento más allá entre casillas igual de buenas.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, choosing the square farthest from the centre between squares that are equally good.</source>
        <translation>Regla de Warnsdorff, eligiendo la casilla más alejada del centro entre casillas igual de buenas.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule from a corner, with a fixed order for ties that changes at set squares: made for square boards.</source>
        <translation>Regla de Warnsdorff desde una esquina, con un orden fijo para los empates que cambia en casillas determinadas: pensada para tableros cuadrados.</translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule, stepping back at a dead end: quick, and it never misses a tour.</source>
        <translation>Regla de Warnsdorff, retrocediendo en un callejón sin salida: rápida, y nunca se le escapa un recorrido.</translation>
    </message>
    <message>
        <source>Always goes as low on the board as it can: a rule that looks sensible and gets stuck.</source>
        <translation>Va siempre lo más abajo posible en el tablero: una regla que parece sensata y se atasca.</translation>
    </message>
    <message>
        <source>Always stays as near the centre as it can: another rule that looks sensible and gets stuck.</source>
        <translation>Se queda siempre lo más cerca posible del centro: otra regla que parece sensata y se atasca.</translation>
    </message>
    <message>
        <source>Cuts a big board into small pieces with known tours and joins them: huge boards in seconds.</source>
        <translation>Corta un tablero grande en trozos pequeños con recorridos conocidos y los une: tableros enormes en segundos.</translation>
    </message>
    <message>
        <source>Takes a tour that returns to its start and begins it at the chosen square.</source>
        <translation>Toma un recorrido que vuelve a su salida y lo empieza en la casilla elegida.</translation>
    </message>
</context>
<context>
    <name>symmetric</name>
    <message>
        <source>No closed tour of {board} has quarter-turn symmetry: a quarter turn carries the board onto itself only when it is square.</source>
        <extracomment>the turns a symmetric tour may have, in degrees</extracomment>
        <translation>Ningún recorrido cerrado de {board} tiene simetría de un cuarto de vuelta: un cuarto de vuelta lleva el tablero sobre sí mismo solo cuando es cuadrado.</translation>
    </message>
    <message>
        <source>No closed tour of this board has quarter-turn symmetry: its holes are not symmetric, so the quarter turn would carry a square of the tour onto a hole.</source>
        <translation>Ningún recorrido cerrado de este tablero tiene simetría de un cuarto de vuelta: sus huecos no son simétricos, así que el cuarto de vuelta llevaría una casilla del recorrido sobre un hueco.</translation>
    </message>
    <message>
        <source>No closed tour of this board has half-turn symmetry: its holes are not symmetric, so the half turn would carry a square of the tour onto a hole.</source>
        <translation>Ningún recorrido cerrado de este tablero tiene simetría de media vuelta: sus huecos no son simétricos, así que la media vuelta llevaría una casilla del recorrido sobre un hueco.</translation>
    </message>
    <message>
        <source>No closed tour of {n}x{n} has quarter-turn symmetry: a quarter turn carries each square to one of the other colour, and it carries every square of such a tour a quarter of the way along it, {q} moves, an even number, which keeps the colour (quarter-turn symmetry needs a side of the form 4k + 2: Jelliss).</source>
        <translation>Ningún recorrido cerrado de {n}x{n} tiene simetría de un cuarto de vuelta: un cuarto de vuelta lleva cada casilla a una del otro color, y lleva cada casilla de un recorrido así una cuarta parte del camino a lo largo de él, {q} movimientos, un número par, que conserva el color (la simetría de un cuarto de vuelta necesita un lado de la forma 4k + 2: Jelliss).</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours with half-turn symmetry after solution {n}.</source>
        <extracomment>moves the block&apos;s search gets before the orbits&apos; searches take over boards from this many squares get the block&apos;s try first</extracomment>
        <translation>La búsqueda ha probado todos los caminos: no hay más recorridos cerrados con simetría de media vuelta después de la solución {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: there are no more closed tours with quarter-turn symmetry after solution {n}.</source>
        <translation>La búsqueda ha probado todos los caminos: no hay más recorridos cerrados con simetría de un cuarto de vuelta después de la solución {n}.</translation>
    </message>
    <message>
        <source>The search tried every path: no closed tour of {board} has half-turn symmetry.</source>
        <translation>La búsqueda ha probado todos los caminos: ningún recorrido cerrado de {board} tiene simetría de media vuelta.</translation>
    </message>
    <message>
        <source>The search tried every path: no closed tour of {board} has quarter-turn symmetry.</source>
        <translation>La búsqueda ha probado todos los caminos: ningún recorrido cerrado de {board} tiene simetría de un cuarto de vuelta.</translation>
    </message>
</context>
<context>
    <name>theorems</name>
    <message>
        <source>a single square has no move to close a circuit</source>
        <translation>una sola casilla no tiene ningún movimiento para cerrar un circuito</translation>
    </message>
    <message>
        <source>both sides are odd, so the board has an odd number of squares and a circuit, which alternates colours, cannot cover them</source>
        <translation>los dos lados son impares, así que el tablero tiene un número impar de casillas y un circuito, que alterna colores, no puede cubrirlas</translation>
    </message>
    <message>
        <source>a board 1 square wide has squares with fewer than two moves</source>
        <translation>un tablero de 1 casilla de ancho tiene casillas con menos de dos movimientos</translation>
    </message>
    <message>
        <source>a board 2 squares wide has squares with fewer than two moves</source>
        <translation>un tablero de 2 casillas de ancho tiene casillas con menos de dos movimientos</translation>
    </message>
    <message>
        <source>on a board 4 squares wide the outer ranks can only be joined through the inner ones, which a circuit cannot do for every square</source>
        <translation>en un tablero de 4 casillas de ancho las filas exteriores solo se pueden unir a través de las interiores, cosa que un circuito no puede hacer para todas las casillas</translation>
    </message>
    <message>
        <source>3x{n} is one of the three 3-wide boards excluded</source>
        <translation>3x{n} es uno de los tres tableros de ancho 3 excluidos</translation>
    </message>
    <message>
        <source>No closed tour exists on {board}: {why} (Schwenk 1991).</source>
        <translation>No existe ningún recorrido cerrado en {board}: {why} (Schwenk 1991).</translation>
    </message>
    <message>
        <source>a knight cannot move at all on a board one square wide</source>
        <translation>un caballo no puede moverse en absoluto en un tablero de una casilla de ancho</translation>
    </message>
    <message>
        <source>on a board two squares wide the knight&apos;s moves form separate chains</source>
        <translation>en un tablero de dos casillas de ancho los movimientos del caballo forman cadenas separadas</translation>
    </message>
    <message>
        <source>the centre square of 3x3 cannot be reached by any move</source>
        <translation>a la casilla central del 3x3 no se puede llegar con ningún movimiento</translation>
    </message>
    <message>
        <source>3x{n} is one of the small 3-wide boards with no Hamiltonian path</source>
        <translation>3x{n} es uno de los pequeños tableros de ancho 3 sin camino hamiltoniano</translation>
    </message>
    <message>
        <source>4x4 has no Hamiltonian path</source>
        <translation>el 4x4 no tiene camino hamiltoniano</translation>
    </message>
    <message>
        <source>No open tour exists on {board}: {why} (Cull and De Curtins 1978; Conrad et al. 1994).</source>
        <translation>No existe ningún recorrido abierto en {board}: {why} (Cull y De Curtins 1978; Conrad et al. 1994).</translation>
    </message>
    <message>
        <source>No tour starts on {square}: the {board} board has an odd number of squares, so a tour must start and end on the corners&apos; colour and {square} is the other colour.</source>
        <translation>Ningún recorrido empieza en {square}: el tablero {board} tiene un número impar de casillas, así que un recorrido debe empezar y terminar en el color de las esquinas, y {square} es del otro color.</translation>
    </message>
    <message>
        <source>No tour starts on {square}: on a board 4 squares wide every open tour starts and ends on one of the two outer lines, since outer squares only join inner ones and the colours must alternate too (Posa&apos;s argument).</source>
        <translation>Ningún recorrido empieza en {square}: en un tablero de 4 casillas de ancho todo recorrido abierto empieza y termina en una de las dos líneas exteriores, ya que las casillas exteriores solo se unen con las interiores y además los colores deben alternarse (argumento de Posa).</translation>
    </message>
    <message>
        <source>No closed tour exists: a single square has no move to close a circuit.</source>
        <translation>No existe ningún recorrido cerrado: una sola casilla no tiene ningún movimiento para cerrar un circuito.</translation>
    </message>
    <message>
        <source>No tour exists: the {a},{b}-leaper never changes colour ({a} + {b} is even), so it can never reach the squares of the other colour.</source>
        <translation>No existe ningún recorrido: el saltador {a},{b} nunca cambia de color ({a} + {b} es par), así que nunca puede llegar a las casillas del otro color.</translation>
    </message>
    <message>
        <source>No tour exists: the {a},{b}-leaper cannot reach every square of {board} (Knuth 1994: on an m x n board, m &lt;= n, its moves join all the squares only when gcd(a, b) = 1, a + b is odd, m &gt;= a + b and n &gt;= 2b; here gcd = {gcd}, a + b = {sum}, m = {m}, n = {n}).</source>
        <translation>No existe ningún recorrido: el saltador {a},{b} no puede llegar a todas las casillas de {board} (Knuth 1994: en un tablero m x n, con m &lt;= n, sus movimientos unen todas las casillas solo cuando mcd(a, b) = 1, a + b es impar, m &gt;= a + b y n &gt;= 2b; aquí mcd = {gcd}, a + b = {sum}, m = {m}, n = {n}).</translation>
    </message>
    <message>
        <source>No tour exists: the squares fall into separate groups that no move joins.</source>
        <translation>No existe ningún recorrido: las casillas forman grupos separados que ningún movimiento une.</translation>
    </message>
    <message>
        <source>No closed tour exists: {square} has fewer than two moves.</source>
        <translation>No existe ningún recorrido cerrado: {square} tiene menos de dos movimientos.</translation>
    </message>
    <message>
        <source>No closed tour exists: every move changes colour class, and the classes have {p} and {q} squares, so a circuit cannot alternate through them all.</source>
        <translation>No existe ningún recorrido cerrado: cada movimiento cambia de clase de color, y las clases tienen {p} y {q} casillas, así que un circuito no puede alternar entre todas ellas.</translation>
    </message>
    <message>
        <source>No tour exists: every move changes colour class, and the classes have {p} and {q} squares, more than one apart.</source>
        <translation>No existe ningún recorrido: cada movimiento cambia de clase de color, y las clases tienen {p} y {q} casillas, que difieren en más de una.</translation>
    </message>
    <message>
        <source>No tour starts on {square}: every move changes colour class, the classes have {p} and {q} squares, and a tour must start in the larger one.</source>
        <translation>Ningún recorrido empieza en {square}: cada movimiento cambia de clase de color, las clases tienen {p} y {q} casillas, y un recorrido debe empezar en la mayor.</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: a tour visits each square once, so it cannot end where it starts (a tour that ends next to its start is a closed tour).</source>
        <extracomment>from this many squares up, a full board&apos;s connectivity and colours come from its sides (a board of millions of squares is decided at once, without its move graph)</extracomment>
        <translation>Ningún recorrido desde {first} termina en {last}: un recorrido visita cada casilla una vez, así que no puede terminar donde empieza (un recorrido que termina junto a su salida es un recorrido cerrado).</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: the board has an even number of squares and every move changes colour, so a tour&apos;s last square is the other colour from its first; {first} and {last} are the same colour.</source>
        <translation>Ningún recorrido desde {first} termina en {last}: el tablero tiene un número par de casillas y cada movimiento cambia de color, así que la última casilla de un recorrido es del color contrario a la primera; {first} y {last} son del mismo color.</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: the board has an odd number of squares and every move changes colour, so a tour starts and ends on the colour of which there is one square more, and {last} is the other colour.</source>
        <translation>Ningún recorrido desde {first} termina en {last}: el tablero tiene un número impar de casillas y cada movimiento cambia de color, así que un recorrido empieza y termina en el color que tiene una casilla más, y {last} es del otro color.</translation>
    </message>
    <message>
        <source>No tour ends on {last}: on a board 4 squares wide every open tour starts and ends on one of the two outer lines, since outer squares only join inner ones and the colours must alternate too (Posa&apos;s argument).</source>
        <translation>Ningún recorrido termina en {last}: en un tablero de 4 casillas de ancho todo recorrido abierto empieza y termina en una de las dos líneas exteriores, ya que las casillas exteriores solo se unen con las interiores y además los colores deben alternarse (argumento de Posa).</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: {last} is one move from {first}, so the tour would close into a circuit, and {why}</source>
        <translation>Ningún recorrido desde {first} termina en {last}: {last} está a un movimiento de {first}, así que el recorrido se cerraría en un circuito, y {why}</translation>
    </message>
    <message>
        <source>No tour from {first} ends on {last}: {square} has a single move, so a tour must start or end there.</source>
        <translation>Ningún recorrido desde {first} termina en {last}: {square} tiene un solo movimiento, así que un recorrido debe empezar o terminar ahí.</translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message>
        <source>a set needs at least one pupil</source>
        <translation>una serie de fichas necesita al menos un alumno</translation>
    </message>
    <message>
        <source>no tour starts on any square of this board</source>
        <translation>ningún recorrido empieza en ninguna casilla de este tablero</translation>
    </message>
    <message>
        <source>no tour from {square} was found in time</source>
        <translation>no se ha encontrado a tiempo ningún recorrido desde {square}</translation>
    </message>
</context>
</TS>
