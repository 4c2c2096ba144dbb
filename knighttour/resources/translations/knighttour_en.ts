<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BoardChangeWords</name>
    <message numerus="yes">
        <source>Removed {square}: {n} holes.</source>
        <translation>
            <numerusform>Removed {square}: {n} hole.</numerusform>
            <numerusform>Removed {square}: {n} holes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restored {square}: {n} holes.</source>
        <translation>
            <numerusform>Restored {square}: {n} hole.</numerusform>
            <numerusform>Restored {square}: {n} holes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountMap</name>
    <message numerus="yes">
        <source>{square}: {n} open tours</source>
        <translation>
            <numerusform>{square}: {n} open tour</numerusform>
            <numerusform>{square}: {n} open tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CountPanel</name>
    <message numerus="yes">
        <source>{n} tours found so far</source>
        <translation>
            <numerusform>{n} tour found so far</numerusform>
            <numerusform>{n} tours found so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CounterWords</name>
    <message numerus="yes">
        <source>{rate} moves a second</source>
        <translation>
            <numerusform>{rate} move a second</numerusform>
            <numerusform>{rate} moves a second</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watched for {seconds} s, {pace} moves a second shown</source>
        <translation>
            <numerusform>Watched for {seconds} s, {pace} move a second shown</numerusform>
            <numerusform>Watched for {seconds} s, {pace} moves a second shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Path: {n} of {squares} squares (longest so far {deepest})</source>
        <translation>
            <numerusform>Path: {n} of {squares} squares (longest so far {deepest})</numerusform>
            <numerusform>Path: {n} of {squares} squares (longest so far {deepest})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePanel</name>
    <message numerus="yes">
        <source>Searching anyway, {n} moves a second: More options &gt; Watch sets the pace.</source>
        <translation>
            <numerusform>Searching anyway, {n} move a second: More options &gt; Watch sets the pace.</numerusform>
            <numerusform>Searching anyway, {n} moves a second: More options &gt; Watch sets the pace.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameSaving</name>
    <message numerus="yes">
        <source>{n} squares visited</source>
        <extracomment>the file the game was opened from or last saved to (&quot;&quot; while it has none)</extracomment>
        <translation>
            <numerusform>{n} square visited</numerusform>
            <numerusform>{n} squares visited</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your game from last time, on {board}: {n} squares.</source>
        <translation>
            <numerusform>Your game from last time, on {board}: {n} square.</numerusform>
            <numerusform>Your game from last time, on {board}: {n} squares.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KnightTourApp</name>
    <message numerus="yes">
        <source>Replaying the game: {n} squares.</source>
        <translation>
            <numerusform>Replaying the game: {n} square.</numerusform>
            <numerusform>Replaying the game: {n} squares.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NumberWords</name>
    <message numerus="yes">
        <source>{n} million</source>
        <translation>
            <numerusform>{n} million</numerusform>
            <numerusform>{n} million</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} billion</source>
        <translation>
            <numerusform>{n} billion</numerusform>
            <numerusform>{n} billion</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} trillion</source>
        <translation>
            <numerusform>{n} trillion</numerusform>
            <numerusform>{n} trillion</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayWords</name>
    <message numerus="yes">
        <source>You played {n} moves</source>
        <translation>
            <numerusform>You played {n} move</numerusform>
            <numerusform>You played {n} moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackBar</name>
    <message numerus="yes">
        <source>{n} moves a second</source>
        <translation>
            <numerusform>{n} move a second</numerusform>
            <numerusform>{n} moves a second</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionShown</name>
    <message numerus="yes">
        <source>{square}, legal move, {n} ways on</source>
        <translation>
            <numerusform>{square}, legal move, {n} way on</numerusform>
            <numerusform>{square}, legal move, {n} ways on</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PreparingNotice</name>
    <message numerus="yes">
        <source>Preparing the solvers for this computer (once, about %n s)…</source>
        <extracomment>how often the bar moves while a group compiles (ms) the share of a group&apos;s usual time the bar may reach before the group is done the most of the status bar&apos;s width the notice takes (its message keeps the rest) the progress bar&apos;s width a group&apos;s compilation started (False) or ended (True): sent from the compiling thread the thread that compiles is through (sent from it): the notice goes even if some group was compiled meanwhile by another program and so never heard of here every group is ready, the notice is gone</extracomment>
        <translation>
            <numerusform>Preparing the solvers for this computer (once, about %n s)…</numerusform>
            <numerusform>Preparing the solvers for this computer (once, about %n s)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunCounters</name>
    <message numerus="yes">
        <source>{n} of {squares} squares</source>
        <translation>
            <numerusform>{n} of {squares} squares</numerusform>
            <numerusform>{n} of {squares} squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunsWords</name>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by Stop (not counted as failures).</source>
        <translation>
            <numerusform>Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by Stop (not counted as failures).</numerusform>
            <numerusform>Stopped: {ended} of {total} runs ended in {seconds} s, {cut} more cut off by Stop (not counted as failures).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped: {ended} of {total} runs ended in {seconds} s.</source>
        <translation>
            <numerusform>Stopped: {ended} of {total} runs ended in {seconds} s.</numerusform>
            <numerusform>Stopped: {ended} of {total} runs ended in {seconds} s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: {ended} of {total} runs in {seconds} s.</source>
        <translation>
            <numerusform>Done: {ended} of {total} runs in {seconds} s.</numerusform>
            <numerusform>Done: {ended} of {total} runs in {seconds} s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableResults</name>
    <message numerus="yes">
        <source>{done} of {total} runs</source>
        <translation>
            <numerusform>{done} of {total} runs</numerusform>
            <numerusform>{done} of {total} runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message numerus="yes">
        <source>{n} boards a page</source>
        <translation>
            <numerusform>{n} board a page</numerusform>
            <numerusform>{n} boards a page</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages, answer key included.</source>
        <translation>
            <numerusform>{sheets} on {n} page, answer key included.</numerusform>
            <numerusform>{sheets} on {n} pages, answer key included.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{sheets} on {n} pages.</source>
        <translation>
            <numerusform>{sheets} on {n} page.</numerusform>
            <numerusform>{sheets} on {n} pages.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} worksheets</source>
        <translation>
            <numerusform>{n} worksheet</numerusform>
            <numerusform>{n} worksheets</numerusform>
        </translation>
    </message>
</context>
</TS>
