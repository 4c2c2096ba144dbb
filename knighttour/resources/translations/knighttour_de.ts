<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>About</name>
    <message>
        <source>Find, watch and step through knight&apos;s tours with every classic solver, race them, tabulate them, count them exactly, or play the puzzle by hand. Click a square to start.</source>
        <extracomment>the licence the program is released under (LICENSE)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the {licence} licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running on {libraries}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solvers compiled for this computer are kept in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About {title}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerArea</name>
    <message>
        <source>The answer about the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search anyway</source>
        <extracomment>why a theorem rules the tour out, in plain words, while its answer is shown</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the chosen solver all the same and watch it fail (under the step limit, or 10 million moves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{answer}

Why: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Follow the system (light or dark)</source>
        <extracomment>the board styles the View menu offers, and how each reads</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board &amp;colours</source>
        <extracomment>the text sizes Bigger and Smaller step through, as a share of the system&apos;s builds the window again in a new language (None: the language waits for a restart)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window will speak the language chosen the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardChanges</name>
    <message>
        <source>A board needs at least one square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed {square}: {n} hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed {square}: {n} holes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored {square}: {n} hole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored {square}: {n} holes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Click a square to find a tour from it; wheel to zoom, drag to pan, double-click to fit.  From the keyboard: Tab to the board, arrow keys, Enter; or type a square&apos;s name (c3) and Enter</source>
        <extracomment>the arrow keys and the step each takes the keyboard&apos;s square (files, ranks: up is up) the ring on the square chosen to solve from next every board can be zoomed in at least this far Warnsdorff&apos;s numbers are shown on boards up to this many squares Enter on the keyboard&apos;s square (moved to with the arrow keys, or typed: c3 Enter) square -&gt; (colour, text): rings drawn over the board (legal moves, hints) the board point (in squares from the top-left corner) at the widget&apos;s centre report a click only when no second click follows (see the class docstring) a knight on the current square (the Explore tab); False draws the plain ring the path is a search being watched (its marks get a legend) draw that legend (off where one legend serves several boards: the race) the square ringed as chosen (the next start): on screen only, never on paper the keyboard&apos;s square: moved by the arrow keys once the board is reached by Tab the arrow keys move the cursor (the board was reached from the keyboard); after a click they are the playback&apos;s again a square&apos;s name being typed (c3, then Enter) Warnsdorff&apos;s idea shown: each square the knight could go to next, with its number of onward moves (the rule goes where it is smallest) what a screen reader hears of a square (the tab says more: legal moves, ...) what was announced, newest last (a screen reader hears each as it comes)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{layers} layers of {rows} by {cols}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rows} rows by {cols} columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board of {size}. Arrow keys move from square to square, Enter acts on the square; or type a square&apos;s name, such as c3, and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{typed}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, a hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, move {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, not visited</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountMap</name>
    <message>
        <source>{square}: {n} open tours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountWorker</name>
    <message>
        <source>Stopped before the count began.</source>
        <extracomment>seconds between two batches of rows</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExplorePanel</name>
    <message>
        <source>a square, e.g. c3</source>
        <extracomment>the ring on the start square of a run that ended with no path to show the width of the panel of choices beside the board (the window fits 800 pixels wide) the ring on the squares a theorem&apos;s explanation labels (their colour, their line) the answer about the board, in full where the eye is: under the board what a search anyway hid (why, the answer, the start), to show again when it ends</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square to solve from: type its name, or click it on the board; Enter or Solve starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a tour from the chosen square (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} chosen: press Enter or Solve to replace what is on the board with a run from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching anyway, {n} moves a second: More options &gt; Watch sets the pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a square to solve from (or click one on the board).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solving: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not solving: a field cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next solution needs a tour from an exact solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move (1 to {n}):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Could not write {file}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSaving</name>
    <message>
        <source>{n} square visited</source>
        <extracomment>the file the game was opened from or last saved to (&quot;&quot; while it has none)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} squares visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game on the board ({visited}) is not saved. Save it before you {doing}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open another game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game from last time, on {board}: {n} squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continuing the game from {file} on {board}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Glossary</name>
    <message>
        <source>Row (rank)</source>
        <extracomment>the words a newcomer meets, each in a sentence: the plain sentence first</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line of squares across the board, numbered from 1 at the bottom; chess players call it a rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column (file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line of squares up the board, lettered from a on the left (after z: aa, ab, …); chess players call it a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A path of knight&apos;s moves that visits every square of the board exactly once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tour whose last square is a knight&apos;s move from its first, so the knight could jump back to the start and go round again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any tour; it need not end a knight&apos;s move from its start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move a search makes: the knight enters a square (a step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move taken back: at a dead end, a search returns to the last square where it had another choice and tries that (backtracking).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most squares a search&apos;s path has covered at once so far: 64 of 64 on 8x8 means it reached a full tour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A limit on the moves a search may try; when it is reached the search gives up without knowing whether a tour exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnsdorff&apos;s rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always move to the square from which the knight would have the fewest onward moves (H. C. von Warnsdorf, 1823): simple, and usually right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a rule does when several squares are equally good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One that, given time, either finds a tour or proves there is none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heuristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rule of thumb: quick, but it may get stuck where a tour exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece (leaper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A piece that jumps a fixed distance, a one way and b the other: the knight is the (1,2) leaper, the zebra the (2,3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board whose opposite edges are joined, left to right and top to bottom, so a knight leaving one edge comes back on the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cylinder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A board whose left and right edges are joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theorem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A statement that has been proved true for every board of a kind: the program quotes one when it says at once that no tour can exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hamiltonian path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another name for an open tour: a way through a network (here, squares joined by knight&apos;s moves) that visits every point exactly once; mathematicians name it after W. R. Hamilton.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time the search itself worked, and its moves a second, leaving out the time spent drawing and the pace of watching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms, µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A millisecond (ms) is a thousandth of a second; a microsecond (µs) a millionth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a count keeps between squares: each different way the part of the board done so far can still join up with the rest, with how many tours share it. The fewer, the faster; 8x8 needs up to 245 million.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>{solver}: the colour of each start square says how many moves the search tried from it (each shade ten times more); a cross marks a run that found no tour (it gave up at its move limit or a dead end, or proved there is none), grey hatching a run you stopped</source>
        <extracomment>one colour per solver in the chart and the race a start not run (yet) a run the user stopped: grey, hatched (not a failure of the solver) the cross of a start from which no tour was found a board with more squares than this draws a start without a tour in red (its cells are too small for a cross) status codes kept per square: not run, found, no tour found, stopped the heat colours as 32-bit pixels, 256 shades from pale to dark</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeatmapLegend</name>
    <message>
        <source>moves tried: 1 to {top}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Explore&lt;/b&gt;: choose a board and a solver on the right, then click a
square of the board: the tour from it appears, or the search runs live. Step through a
tour with the playback bar (Home, Left, Space, Right, End); zoom with the wheel, drag to
pan, double-click to fit. From the keyboard: Tab to the board, move its square with the
arrow keys and press Enter, or type a square&apos;s name (c3) and Enter.&lt;/p&gt;
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve from the chosen square (in the Start field)</source>
        <extracomment>(keys, command, where) of the keys no action carries</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next or the last control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tab} tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the board&apos;s square (once Tab has reached the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore: solve from the board&apos;s square; Play: move the knight there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a square&apos;s name, then Enter: go there and act on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnightTourApp</name>
    <message>
        <source>Explore</source>
        <extracomment>the solver a tour played by hand is saved as (as core/formats.game_document says) how long a thread may hold the GIL while another waits for it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square and see a tour; watch the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run 2 to 6 solvers at once from one square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run solvers from every start square and compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the puzzle by hand, with undo, hints and an honest warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tours? Closed, open, or open from each square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the {tab} tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Warnsdorff&apos;s numbers</source>
        <extracomment>Warnsdorff&apos;s idea on the boards: the onward moves of each next square</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Explore board and a paced race&apos;s lanes: each square the knight could go to next, with its number of onward moves (Warnsdorff&apos;s rule takes the smallest, in green)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is no longer at {folder}: it was taken off the recent files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open another game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaying the game: {n} squares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game to save yet: click a square to start one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KnightTourModel</name>
    <message>
        <source>Preparing the solvers for this computer (first launch only)…</source>
        <extracomment>the step limit of a search run although a theorem rules a tour out, when none is chosen the answer shown while numba compiles the kernels before the very first run</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{steps} moves tried, {backtracks} taken back, {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed tour found from {square} (solution {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour found from {square} (solution {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed tour found from {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour found from {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{found} ({counts}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} ({counts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The board changed: the search on the old board was stopped.</source>
        <extracomment>the answer about the board as it is now (a theorem, a tour found, why a run failed), shown in full beside the board; &quot;&quot; when the board, the solver or the run changed a watched search was paused (True) or goes on True when the tour shown was asked for (or opened) as a closed tour what was on the board before the run going now, shown again if the run is refused</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{solver} cannot look for a closed tour: untick Closed tour, or choose a solver that can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solving from {square}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the next solution…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: Right (or Step) makes one move, Space goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogChart</name>
    <message>
        <source>Moves tried from each start square (each line up ten times more); filled points found a tour, hollow points did not, squares were stopped</source>
        <extracomment>entries a row: two rows of two keep the legend as narrow as two heatmaps; one a row where even that is too wide (a window 800 pixels wide) the side of a mark&apos;s stamp, in pixels pixels left of the plot for its axis labels (&apos;10 million&apos;) per solver, the runs so far: batches of (starts, steps, mark codes) arrays batches not stamped yet: (solver index, starts, steps, mark codes)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tour found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tour found (gave up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start squares, in board order</source>
        <extracomment>the share of a start&apos;s slot along x that its solvers&apos; marks spread over</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>taken back</source>
        <extracomment>(mark, meaning) of the marks a watched search draws, as the legend lists them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>File &gt; Open tour File &gt; Export PNG, Export SVG, Save as JSON, Save as text, in that order Edit &gt; Copy tour Search &gt; Stop Search &gt; Next solution File &gt; Save (Ctrl+S): the tour on Explore, the game on Play</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open tour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a tour from a JSON or text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save what the tab shows: the tour (Explore) or the game (Play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;picture (PNG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;vector picture (SVG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as shown as an SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save tour as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the tour in the command line&apos;s JSON form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save tour as &amp;text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the tour as square names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the board with its tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the printed page before printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the printed page as a PDF, the tour as far as shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;worksheet PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A page for pupils: the board with only the start numbered, and the task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheets for a &amp;class…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A worksheet for every pupil (one start for all, or a different one each) and the answer key, printed or as one PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game played by hand under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open g&amp;ame…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a game saved from the Play tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the tour&apos;s squares in algebraic notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the exact search to the next tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen for a projector: the board as large as it goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bigger text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the window&apos;s text larger (remembered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;maller text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the window&apos;s text smaller (remembered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s text size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom board &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in on the board (or the mouse wheel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom board &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out of the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit board to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the tour up to a chosen move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each tab does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The words of the window, each explained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every shortcut of the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberBox</name>
    <message>
        <source>&quot;{typed}&quot; is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty box is not {what}: type a whole number from {low} to {high}; it stays {now}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{n} trillion</source>
        <extracomment>the languages the window speaks: code -&gt; the language&apos;s own name the translators installed now (Qt holds only pointers: Python must keep them)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} trillion (many)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} billion (many)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} million (many)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayModel</name>
    <message>
        <source>Click any square to place the knight.</source>
        <extracomment>moves of exact search spent proving a position can (or cannot) be completed the same on boards larger than 8x8, where the answer may stay &quot;not sure&quot; each legal next square with the number of moves onward from it the game has changes that no file holds (True) or it is saved, or empty (False) moves &quot;Finish it for me&quot; played in this game</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tour is complete: restart to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {n}: {square}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Took back move {n}: {square}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {n} again: {square}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a start square first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tour is complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a way to finish…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position cannot be completed: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A closed tour! The knight can jump straight back to the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour complete: every square visited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {square} still leads to a tour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: the search found no answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot finish: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Click a square to start, then click where the knight goes.  From the keyboard: Tab to the board, arrow keys and Enter, or type a square (c3) and Enter</source>
        <extracomment>legal moves: violet rings, unlike the green disc of the start and the red of the knight the squares a warning names (the square shut off, the two last squares, the stuck knight)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty game on the board set in the Explore tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <extracomment>Edit &gt; Undo and Redo are these (the Play tab&apos;s moves)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a move that still leads to a tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish it for me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete the tour from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the moves (and those undone) as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as a PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay in Explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step through the moves so far with the playback bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show onward moves on legal squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Celebrate a finished tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the tour can still be completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click any square to place the knight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start a new game</source>
        <extracomment>shown while the game is on another board than the Explore tab&apos;s the game&apos;s files (saving.py); its commands are the tab&apos;s</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;This game is on the {board} board.&lt;/b&gt; The Explore tab&apos;s board is now {explore}: New game starts on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, a hole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, the knight, move {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, visited, move {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, legal move, {n} ways on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, empty: Enter places the knight here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square}, not a move from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares: {n} of {all}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A closed tour!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour complete!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position can no longer be completed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still completable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(a tour from here was found).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Not sure yet:&lt;/b&gt; {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You visited all {squares} squares in {moves} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program played all {moves} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played {n} move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You played {n} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{yours} and the program the last {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a closed tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an open tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head} {who}: {kind}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message>
        <source>First move</source>
        <extracomment>playback speeds in moves per second, slowest first (the slider&apos;s positions 1, 2, ...); the fast ones step many moves a frame, so a million-square tour plays in seconds the shortest time between two frames of playback, in milliseconds (60 frames a second) the keys playback takes: a field being edited keeps them for itself</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to any move of the tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a move of this tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to move k (1 is the start square)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay speed of a tour found, in moves per second, up to a million (the search&apos;s own pace is Watch, under More options): the fast speeds draw many moves a frame, so a whole large tour plays in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{speed}: the whole tour in {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreparingNotice</name>
    <message numerus="yes">
        <source>Preparing the solvers for this computer (once, about %n s)…</source>
        <extracomment>how often the bar moves while a group compiles (ms) the share of a group&apos;s usual time the bar may reach before the group is done a group&apos;s compilation started (False) or ended (True): sent from the compiling thread the thread that compiles is through (sent from it): the notice goes even if some group was compiled meanwhile by another program and so never heard of here every group is ready, the notice is gone</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing the solvers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The solvers are ready.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Leave presentation (F11)</source>
        <extracomment>the text in presentation mode, as a share of the window&apos;s usual text</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the usual window</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewDialog</name>
    <message>
        <source>Print preview</source>
        <extracomment>the zooms offered (0: the whole page fitted to the dialog)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The printed page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How large the page is shown (Ctrl++ and Ctrl+- too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{page} of {pages}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RaceLane</name>
    <message>
        <source>Found a tour</source>
        <extracomment>how each ending reads in a lane, and the colour it takes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{outcome}: {reason}</source>
        <extracomment>the ring on the start of a lane that ended with no path to show lines of text under a lane&apos;s board (the counters, then the outcome, wrapped): in a wide lane (two a row) and in a narrow one (three a row)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting…</source>
        <extracomment>the solver&apos;s idea in one plain line (elided to the lane; in full in its tip)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop {solver}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back}&lt;br&gt;Longest path {longest} of {squares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves {moves} · taken back {back} · {time}&lt;br&gt;Longest path {longest} of {squares} · {rate} moves a second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RacePanel</name>
    <message>
        <source>Flat out (a race of speed)</source>
        <extracomment>the race&apos;s speeds: seconds per move of every lane (0: flat out), and how each reads</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paced: 1 move a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paced: 2 moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paced: 10 moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paced: 50 moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paced: 250 moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solvers in the race</source>
        <extracomment>the width of the race&apos;s left column</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The square every solver starts from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat out: every solver as fast as it can (a race of speed). A paced race moves every solver the same number of moves a second, drawing each move and each take-back, and ranks them live by moves: a race a class can watch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on the board set in the Explore tab.</source>
        <extracomment>what the race is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race&apos;s ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;olvers (2 to 6):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tart square:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <extracomment>the marks of every lane, named once under the lanes while a race is shown</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt; (board and kind are set on the Explore tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers and start them together on {board}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check 2 to 6 solvers, not {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racing for a closed tour from {square} on {board}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racing for a tour from {square} on {board}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No race: no tour starts here. {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking so far:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tour in {moves} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{moves} moves, {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{moves} moves so far, longest path {longest} of {squares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{outcome}, longest path {longest} of {squares}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}. {solver}: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody found a tour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{solver} won: it never had to take a move back, while the others met dead ends and stepped back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{solver} won: it was the only one to find a tour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{solver} won: it needed the fewest moves ({n}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecentFiles</name>
    <message>
        <source>Open &amp;recent</source>
        <extracomment>the settings key, and how many files the menu lists what a recent file is, so that it opens in the right tab</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunControls</name>
    <message>
        <source>Anticlockwise from 2,1 (default)</source>
        <extracomment>jump orders offered by name; any other order can be typed in</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clockwise from 1,2 (Spelchan&apos;s order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The C++ yardstick&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>step limits offered (None: no limit)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 million moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 million moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 million moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 billion moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 billion moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: show the result at once</source>
        <extracomment>how each watch speed reads (SPEEDS&apos; keys are what the settings keep)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast: 60 moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal: 4 moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow: 1 move a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>how each way of joining the edges reads (WRAPS&apos; names are what files keep)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cylinder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knight</source>
        <extracomment>the pieces&apos; names (LEAPERS&apos; keys are what the command line takes)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zebra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wazir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ferz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of layers</source>
        <extracomment>the colour of a choice that could not be read why no run may start now (a field that cannot be read), or &quot;&quot; once every field is good the fields that cannot be read now, each with why</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers: more than 1 stacks boards into a 3D board, drawn side by side; the knight moves (1, 2, 0) along any axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows of the board (ranks, numbered 1, 2, 3… from the bottom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns of the board (files, lettered a, b, c… from the left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number of columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed tour (return to the start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for a tour whose last square is a knight&apos;s move from the first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order in which order-dependent solvers try the eight jumps, as file,rank steps; type your own order to try it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece: a leaper jumps a squares one way and b the other; type a,b for any other, such as 2,5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cylinder joins the left and right edges; torus joins both pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit holes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While on, clicking a square removes it from the board or puts it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up after this many moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the search: at 1, 4 or 60 moves a second every move and every move taken back is drawn; Off runs flat out and shows the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More about it</source>
        <extracomment>the solver in one plain sentence; &quot;More about it&quot; opens the details and sources</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the solver works, and where it comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;olver:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers, other leapers, wrapping, holes, the jump order, a step limit and the watch speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Piece:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edges &amp;joined:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jump order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{description} Sources: {sources}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click squares to remove them or put them back; click Edit holes again to solve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a square to find a tour from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece not used: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Piece field (in red) cannot be read: {why}. Fix it or choose a piece from its list to solve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump order not used: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Jump order field (in red) cannot be read: {why}. Fix it or choose an order from its list to solve.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunCounters</name>
    <message>
        <source>Click a square to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rate} moves a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time on the clock: –</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watched for {seconds} s, {pace} moves a second shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time on the clock: {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solution {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path: {length} of {squares} squares (longest so far {deepest})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves tried: {steps}, taken back: {backtracks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search&apos;s own time: {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search&apos;s own speed: {rate}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares on the current path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squares on the path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search&apos;s own time and speed count only its work; &apos;Watched&apos; is the time on the clock since the run started, and the pace at which its moves were shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the run has done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the search (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next solution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the exact search to the next different tour (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <extracomment>a watched search paused and stepped (Space and Right do the same)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause the watched search, or go on (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One move of the paused search (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{length} of {squares} squares</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunsModel</name>
    <message>
        <source>Solver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves tried (middle run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves tried (most)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found</source>
        <extracomment>the solvers in catalogue order: the table sorts by this, not by name a run&apos;s outcome as the table says it (the exports keep the command line&apos;s words)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gave up (move limit reached)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tour exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{found} of {runs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by Stop (not counted as failures).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: {ended} of {total} runs ended in {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: {ended} of {total} runs in {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SolverList</name>
    <message>
        <source>{solver} cannot look for closed tours (untick Closed tour on the Explore tab to use it).</source>
        <extracomment>where a greyed-out solver keeps its check mark until it is offered again</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Solvers in the table</source>
        <extracomment>how many moves a run may try before it gives up (Spelchan&apos;s *Making Knight&apos;s Tour* went to 10 billion)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each run gives up after trying this many moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run over every start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>what the next run is: which tours, on which board (set on the Explore tab)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose solvers and run them from every start square of the board set in the Explore tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;olvers:</source>
        <extracomment>the runs, sorted (by solver, then start in board order, until a header is clicked)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Give up each run after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Closed tours on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Any tour, open or closed, on {board}&lt;/b&gt;, from each of its {n} squares (board and kind are set on the Explore tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results below are for closed tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results below are for tours on {board}, not what the tab would run now: Run over every start to run on this board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check at least one solver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running {n} runs for closed tours on {board}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running {n} runs for tours on {board}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done} of {total} runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No runs yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} files (*.{suffix})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TourFiles</name>
    <message>
        <source>Cancel reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save tour as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save tour as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying {n} squares…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the tour to the clipboard: {n} squares in algebraic notation (a1 c2 …), ready to paste.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tours (*.json *.txt *.ktm);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped reading {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} was not opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a tour of the {board} board: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened a valid closed tour of {board} from {square}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened a valid open tour of {board} from {square}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TourPages</name>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export vector picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight&apos;s tour on {board}: start on any square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheet: a closed knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worksheet: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A closed knight&apos;s tour of {board} from {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knight&apos;s tour of {board} from {square}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves 1 to {n} from {square} on {board}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export worksheet PDF</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Workers</name>
    <message>
        <source>The board is too large for this machine&apos;s memory.</source>
        <extracomment>(thread, worker, the object that started it or None) seconds per move in watch mode (one move a chunk, each one shown); 0 runs flat out a paused watch makes no move but the ones asked for one at a time (step) errors no worker expected (a bug): kept so that the tests fail on them</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong in the run ({what}). Please report it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Worksheets for a class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many pupils</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same start for every pupil:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A different start for each pupil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start for every pupil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} board a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} boards a page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line for the name and the date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the answer key (each pupil&apos;s tour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the {board} board set in the Explore tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pupils:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: ______________________   Date: ____________</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not made: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding a tour for each worksheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sheets} worksheets on {pages} pages, answer key included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sheets} worksheets on {pages} pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export worksheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorksheetSet</name>
    <message>
        <source>Worksheet {pupil}: a knight&apos;s tour of {board} from {square}. Number the squares 2, 3, 4 and so on, in the order the knight visits them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer key, worksheet {pupil}: a knight&apos;s tour of {board} from {square}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>that square is not on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} has been visited already (move {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} is not a knight&apos;s move from {knight}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move {n} ({square}): {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the knight on {square} has no move left: you visited {done} of {all} squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} can no longer be reached: every square a knight&apos;s move away from it is visited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} can only be entered by the next move, and the knight would be stuck there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} and {b} each have only one way in left, so both would have to be the last square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} and {n} more are cut off: the knight can no longer reach them through unvisited squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{square} is cut off: the knight can no longer reach it through unvisited squares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the program tried every way on from here, and none visits all the squares that are left</source>
        <extracomment>the squares the reason names (a square shut off, two last squares, the stuck knight)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within {n} moves of searching</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>worksheets</name>
    <message>
        <source>a set needs at least one pupil</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tour starts on any square of this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tour from {square} was found in time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
