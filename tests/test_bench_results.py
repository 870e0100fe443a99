"""`make bench` writes its table into bench/RESULTS.md between markers and keeps the sections
written by hand (nothing here is timed: the benchmarks themselves are not run)."""

from __future__ import annotations

from bench import Row, full_mode
from bench.__main__ import BEGIN, END, RESULTS, markdown, text_table, write_results

HAND = "## Hostile input\n\nWritten by hand.\n"
ROWS = [Row("cold start: web / boto3", 1.234, "ratio", "<= 1.3", True),
        Row("peer moves", 1570.4, "moves/s"),
        Row("service / peer", 4.6, "ratio", ">= 5", False)]


def test_the_first_run_puts_the_table_above_what_was_written_by_hand(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# Results\n\n" + HAND)
    write_results(path, "# Results\n\ntable one")
    text = path.read_text()
    assert text.index(BEGIN) < text.index("table one") < text.index(END) < text.index(HAND)
    assert text.count("# Results\n") == 1


def test_a_later_run_replaces_only_the_table(tmp_path):
    path = tmp_path / "RESULTS.md"
    path.write_text("# Results\n\n" + HAND)
    write_results(path, "# Results\n\ntable one")
    write_results(path, "# Results\n\ntable two")
    text = path.read_text()
    assert "table one" not in text and "table two" in text
    assert text.endswith(HAND) and text.count(HAND) == 1 and text.count(BEGIN) == 1


def test_every_row_shows_its_value_unit_target_and_verdict():
    table = markdown(ROWS, {"bench_coldstart": 20.0, "bench_peer": 61.0})
    assert "| cold start: web / boto3 | 1.23 | ratio | <= 1.3 | yes |" in table
    assert "| peer moves | 1,570 | moves/s |  |  |" in table
    assert "| service / peer | 4.60 | ratio | >= 5 | NO |" in table
    assert "Python 3." in table and "coldstart 20, peer 61" in table
    assert "quick" in table or full_mode()
    assert "NO" in text_table(ROWS).splitlines()[-1]


def test_the_results_file_keeps_its_hand_written_sections():
    text = RESULTS.read_text()
    assert "## Hostile input" in text
    if BEGIN in text:
        assert text.index(END) < text.index("## Hostile input")
