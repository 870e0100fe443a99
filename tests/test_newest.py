"""The bounded caches' mapping (functions/service/newest.py): the newest entries stay."""

from functions.service.records.newest import Newest


def test_the_oldest_entries_go_past_the_size_and_a_put_makes_an_entry_the_newest():
    kept: Newest[str, int] = Newest(3)
    for number, game in enumerate(("g1", "g2", "g3")):
        kept.put(game, number)
    kept.put("g1", 10)  # put again: now the newest, g2 the oldest
    kept.put("g4", 4)
    assert list(kept.items()) == [("g3", 2), ("g1", 10), ("g4", 4)]
    kept.move_to_end("g3")  # a read that counts as use
    kept.put("g5", 5)
    assert list(kept) == ["g4", "g3", "g5"]
