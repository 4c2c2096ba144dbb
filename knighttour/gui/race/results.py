"""The Race tab's results: the lanes' live ranking, the closing ranking and why the winner won,
said to a screen reader too.  The race is set and run by RacePanel (panel.py)."""

from __future__ import annotations

from PySide6.QtCore import QTimer, Slot
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QScrollArea,
    QWidget,
)

from ...core.compare.ranking import rank
from ...core.status import Status
from ..announce import announce, plain
from ..explore.model import KnightTourModel
from ..i18n import duration, number
from ..widgets.fitting import keep_in_sight
from ..widgets.solver_list import solver_title
from .lane import RaceLane, outcome_word


class RaceResults(QWidget):
    """The ranking of a race's lanes, live and at the end, in words."""

    # made by RacePanel
    model: KnightTourModel
    lanes: list[RaceLane]
    ranking: QLabel
    side_area: QScrollArea
    go_button: QPushButton
    stop_button: QPushButton
    _rank_timer: QTimer

    @property
    def running(self) -> bool:
        """True while any lane runs."""
        return any(lane.running for lane in self.lanes)

    @Slot()
    def _lane_progressed(self) -> None:
        if not self._rank_timer.isActive():
            self._rank_timer.start()

    @Slot()
    def _show_live_ranking(self) -> None:
        if self.running:
            self.ranking.setText(self.ranking_text(live=True))

    @Slot()
    def _lane_ended(self) -> None:
        if self.running:
            self._lane_progressed()
            return
        self._rank_timer.stop()
        self.go_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        text = self.ranking_text()
        self.ranking.setText(text)
        self.ranking.setAccessibleDescription(plain(text))
        keep_in_sight(self.side_area, self.ranking)
        # heard winner (or tie) first, then the places
        lines = text.split("\n")
        announce(self.ranking, " ".join([lines[-1], *lines[:-1]]) if len(lines) > 1 else text)

    def ranking_text(self, live: bool = False) -> str:
        """Found tours first, fewest moves first; then the rest by how far they got (while
        the race goes on, by how far they are now); once over, why the winner won.  From a
        square where a theorem rules every tour out there is no race to rank: it says so."""
        done = [(lane, lane.snapshot) for lane in self.lanes if lane.snapshot is not None]
        if not live and done and all(s.status == Status.NO_TOUR and not s.steps for _, s in done):
            # every lane's search said why (a theorem, checked on the lanes' threads: asked
            # again here it took a second on a large 3-D board with holes, the window frozen)
            why = done[0][1].reason
            return self.tr("No race: no tour starts here. {why}").format(why=why)
        lines = [self.tr("Ranking so far:") if live else self.tr("Ranking:")]
        ranked = rank(done, result=lambda entry: entry[1])
        for place, (lane, s) in enumerate(ranked, 1):
            fields = {
                "moves": number(s.steps),
                "time": duration(s.seconds),
                "longest": number(s.max_depth),
                "squares": number(s.squares),
                "outcome": outcome_word(s.status).lower(),
            }
            if s.status == Status.FOUND and lane.paced:
                result = self.tr("a tour in {moves} moves")
            elif s.status == Status.FOUND:
                result = self.tr("{moves} moves, {time}")
            elif s.status == Status.RUNNING:
                result = self.tr("{moves} moves so far, longest path {longest} of {squares}")
            else:
                result = self.tr("{outcome}, longest path {longest} of {squares}")
            lines.append(
                self.tr("{place}. {solver}: {result}").format(
                    place=place, solver=solver_title(lane.name), result=result.format(**fields)
                )
            )
        if not live:
            lines.append(self.why_the_winner_won([s for _, s in ranked]))
        return "\n".join(line for line in lines if line)

    def why_the_winner_won(self, ranked: list) -> str:
        """One plain line on why the first of ranked (snapshots, best first) won."""
        winner = next((s for s in ranked if s.status == Status.FOUND), None)
        if winner is None:
            return self.tr("Nobody found a tour.")
        lane = next(lane for lane in self.lanes if lane.snapshot is winner)
        name = solver_title(lane.name)
        others = [s for s in ranked if s is not winner]
        tied = [
            s
            for s in others
            if s.status == Status.FOUND
            and (s.steps, s.backtracks) == (winner.steps, winner.backtracks)
        ]
        if tied:  # the same moves: which ended first is the clock's, not the method's
            names = [
                solver_title(lane.name)
                for s in [winner, *tied]
                for lane in self.lanes
                if lane.snapshot is s
            ]
            return self.tr(
                "A tie: {solvers} each found a tour in the same {n} moves. A race is judged by "
                "moves, which do not depend on the machine: the order above, by time, is not a "
                "win."
            ).format(solvers=", ".join(names), n=number(winner.steps))
        found = [s for s in others if s.status == Status.FOUND]
        if winner.backtracks == 0 and found and all(s.backtracks for s in found):
            return self.tr(
                "{solver} won: it never had to take a move back, while the others met dead "
                "ends and stepped back."
            ).format(solver=name)
        if others and all(s.status != Status.FOUND for s in others):
            return self.tr("{solver} won: it was the only one to find a tour.").format(solver=name)
        return self.tr("{solver} won: it needed the fewest moves ({n}).").format(
            solver=name, n=number(winner.steps)
        )
