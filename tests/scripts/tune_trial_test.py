#!/usr/bin/env python3
# Checks scripts/tune --trial: the trial section it prints must search exactly as the section a
# later run writes, and differently from the section before the fit (else the trial tests nothing).
"""usage: tune_trial_test.py SOURCE_DIR TESSERA"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

SOURCE, TESSERA = sys.argv[1], sys.argv[2]
TUNE = os.path.join(SOURCE, "scripts", "tune")
FIXTURE = os.path.join(SOURCE, "tests", "data", "defs", "match_example.ini")
COMMON = ["--passes", "1", "--attack-maps", "--binary", TESSERA]


def run(argv):
    p = subprocess.run(argv, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"FAIL: {' '.join(argv)}\n{p.stderr}")
    return p.stdout


def search(defs, variant):
    """Nodes and best move of a depth-5 search from the start, as a string."""
    script = (f"uci\nsetoption name VariantPath value {defs}\nsetoption name UCI_Variant value {variant}\n"
              "isready\nposition startpos\ngo depth 5\n")
    p = subprocess.Popen([TESSERA, "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write(script)
    p.stdin.flush()
    nodes = "?"
    for line in p.stdout:
        m = re.search(r" nodes (\d+)", line)
        nodes = m.group(1) if m else nodes
        if line.startswith("bestmove"):
            p.stdin.write("quit\n")
            p.stdin.close()
            p.wait()
            return nodes + " " + line.split()[1]
    sys.exit(f"FAIL: no bestmove from {variant} in {defs}")


def tuned_lines(text, section):
    head = re.compile(r"^\[" + re.escape(section) + r"(:[^\]]*)?\]$")
    lines = text.split("\n")
    start = next(i for i, l in enumerate(lines) if head.match(l))
    body = []
    for line in lines[start + 1:]:
        if line.startswith("["):
            break
        body.append(line)
    return sorted(l for l in body if re.match(r"^(value|eval)\.", l))


def check_unjudged_kept(defs, data, trial_text):
    """capahill counts no checks: the fit must not write eval.checkRace, and a second run must keep
    the line an earlier block has for it."""
    assert "eval.checkRace" not in trial_text, "the trial writes eval.checkRace, which nothing judged"
    with open(defs) as f:
        text = f.read()
    mark = next(l for l in text.split("\n") if l.startswith("# Tuned by scripts/tune"))
    with open(defs, "w") as f:
        f.write(text.replace(mark, mark + "\neval.checkRace = 777", 1))
    run([TUNE, "capahill", "--variants", defs, "--data", data] + COMMON)
    with open(defs) as f:
        kept = [l for l in tuned_lines(f.read(), "capahill") if l.startswith("eval.checkRace")]
    assert kept == ["eval.checkRace = 777"], f"an earlier block's unjudged line became {kept}"


def main():
    tmp = tempfile.mkdtemp(prefix="tessera-tune-trial-")
    try:
        defs, data, trial = (os.path.join(tmp, n) for n in ("defs.ini", "data.txt", "trial.ini"))
        shutil.copy(FIXTURE, defs)
        before = search(defs, "capahill")
        with open(trial, "w") as out:
            out.write(run([TUNE, "capahill", "--variants", defs, "--games", "4", "--nodes", "100",
                           "--keep-data", data, "--trial", "capt"] + COMMON))
        run([TUNE, "capahill", "--variants", defs, "--data", data] + COMMON)
        with open(trial) as f:
            trial_text = f.read()
        with open(defs) as f:
            written = tuned_lines(f.read(), "capahill")
        tried = tuned_lines(trial_text, "capt")
        assert any(l.startswith("eval.lazyMargin") for l in tried), "the trial leaves out eval.lazyMargin"
        assert tried == written, (f"tried, not written: {set(tried) - set(written)}; "
                                  f"written, not tried: {set(written) - set(tried)}")
        after, as_tried = search(defs, "capahill"), search(trial, "capt")
        assert after == as_tried, f"written section searches {after}, the trial {as_tried}"
        assert after != before, f"the fit did not change the search ({before}): the check proves nothing"
        check_unjudged_kept(defs, data, trial_text)
        print(f"PASS: trial and written section both search {after}; before the fit {before}; "
              "an unjudged key is neither written nor dropped")
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
