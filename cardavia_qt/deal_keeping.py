"""Where a finished deal goes, in an order no crash can break: counted once, never zero times,
never twice (issue 17 item 12).

A finished deal is written to three files — its save, the past deals, the statistics — and
the save is then removed. Each write is atomic, but the app can be killed between any two. So:

1. The save is written once more, now with the deal's last action and a `finished` mark: the
   deal's id (fresh) and the date it ended. From here on the deal is on disk as finished.
2. The past deals keep it under that id (adding an id already kept changes nothing).
3. The statistics count it under that id (an id already counted is not counted again).
4. The save is removed.

A kill before 1 leaves the previous autosave: the deal continues from there (it has not ended
on disk). A kill after 1, 2 or 3 leaves a finished save: at the next start `reconcile` runs
steps 2–4 for it, and whatever was done already is done once. Nothing is lost after 4.

A write the disk refuses is reported to the disk status (the player is told) and the stores
keep what they hold in memory for their next write. The save is removed only when the past
deals and the statistics were both written, so a refusing disk at worst leaves the finished
save for the next start; if the finished save itself could not be written, the older
autosave is removed all the same (it would offer to play the finished deal again).
"""

from __future__ import annotations

import logging
import os

from cardavia_qt.files import DiskStatus
from cardavia_qt.past_deals import past_deal, now
from cardavia_qt.saves import Finished
from cardavia_qt.stats import result_of

log = logging.getLogger("cardavia.deals")


def new_id() -> str:
    return os.urandom(8).hex()


class DealKeeping:
    """The finished-deal writes of one app: any store may be None (no autosaves, no
    statistics or no past deals kept, as in screenshots and some tests)."""

    def __init__(self, saves=None, deals=None, stats=None, disk: DiskStatus | None = None):
        self.saves, self.deals, self.stats = saves, deals, stats
        self.disk = disk or DiskStatus()

    def finish(self, record, outcome) -> str:
        """Keep a deal that has just ended (`record` a DealRecord, `outcome` the state's): the
        result for the player."""
        finished = Finished(new_id(), now())
        saved = self._write_save(lambda saves: saves.save(record, finished))
        return self._keep(record, outcome, finished, saved)

    def reconcile(self) -> list[str]:
        """Finish the keeping of every finished save found (a crash interrupted it): the games
        whose deal was kept now."""
        done = []
        if self.saves is None:
            return done
        for game, saved in list(self.saves.finished.items()):
            log.info("Keeping the finished %s deal %s that the last run did not finish keeping", game,
                     saved.finished.id)
            self._keep(saved.record, saved.state.outcome, saved.finished, True)
            done.append(game)
        return done

    def _keep(self, record, outcome, finished: Finished, saved: bool) -> str:
        result = result_of(outcome, record.take_backs)
        kept = True
        if self.deals is not None:
            kept = self.deals.add(past_deal(finished.id, finished.date, record, outcome, result))
        if self.stats is not None:
            level = next((level for level in record.seats if level is not None), None)
            self.stats.record(record.game, outcome, level, record.take_backs, finished.id)
            kept = kept and self.stats.written
        if kept or not saved:
            self._write_save(lambda saves: saves.forget(record.game), proves_writes=False)
        return result

    def _write_save(self, write, proves_writes: bool = True) -> bool:
        if self.saves is None or self.saves.read_only:
            return self.saves is not None
        try:
            write(self.saves)
        except OSError as error:
            self.disk.report("save", error)
            return False
        if proves_writes:  # removing a file says nothing of a disk that refuses new ones
            self.disk.report("save")
        return True
