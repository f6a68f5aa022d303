// The game clock (web/js/game/clock.js) on an injected time source: it starts at the first move, each
// move settles the mover's time and adds the increment, undo and review change nothing but whose time
// runs, the flag falls at zero, the clock stops for good at the end, and the texts as lichess shows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Clock, parseControl, pgnControl, clockText, PRESETS } from '../../web/js/game/clock.js';

// A clock whose time is whatever the test sets.
function fake(control) {
  const time = { now: 1000 };
  const clock = new Clock(control, () => time.now);
  return { clock, time };
}

test('time controls: minutes + increment seconds, bounded; PGN gives seconds + seconds', () => {
  assert.deepEqual(parseControl('5+3'), { base: 300000, increment: 3000 });
  assert.deepEqual(parseControl('0.25+0'), { base: 15000, increment: 0 });
  for (const bad of ['', 'none', '0+0', '5', '5+', '+3', '181+0', '5+181', '5+3+1', '-1+0', '1e3+0'])
    assert.equal(parseControl(bad), null, bad);
  for (const p of PRESETS) assert.ok(parseControl(p), p);
  assert.equal(pgnControl(parseControl('5+3')), '300+3');
  assert.equal(pgnControl(parseControl('0.5+1')), '30+1');
});

test('clock text: m:ss, h:mm:ss from an hour, tenths under ten seconds, never above the time left', () => {
  assert.equal(clockText(300000), '5:00');
  assert.equal(clockText(59999), '0:59');
  assert.equal(clockText(10000), '0:10');
  assert.equal(clockText(9999), '0:09.9');
  assert.equal(clockText(50), '0:00.0');
  assert.equal(clockText(-20), '0:00.0');
  assert.equal(clockText(3723000), '1:02:03');
});

test('no clock runs before the first move; then the side to move runs', () => {
  const { clock, time } = fake({ base: 60000, increment: 0 });
  time.now += 5000;
  assert.equal(clock.running, -1);
  assert.equal(clock.left(0), 60000, 'thinking over the first move is free');
  clock.follow(1, 1);
  assert.equal(clock.running, 1);
  assert.equal(clock.left(0), 60000);
  time.now += 2500;
  assert.equal(clock.left(1), 57500);
  assert.equal(clock.left(0), 60000, 'only the running clock goes down');
});

test('each timed move settles the mover and adds the increment; the record keeps each move', () => {
  const { clock, time } = fake({ base: 60000, increment: 2000 });
  clock.follow(1, 1); // White's first move: untimed, no increment
  time.now += 3000;
  clock.follow(2, 0); // Black took 3 s
  assert.equal(clock.left(1), 60000 - 3000 + 2000);
  time.now += 1000;
  clock.follow(3, 1); // White took 1 s
  assert.equal(clock.left(0), 60000 - 1000 + 2000);
  assert.deepEqual(clock.state.moves, [
    { army: 0, left: 60000, spent: 0 },
    { army: 1, left: 59000, spent: 3000 },
    { army: 0, left: 61000, spent: 1000 },
  ]);
});

test('following the same ply again (a redraw, a review of earlier plies) changes nothing', () => {
  const { clock, time } = fake({ base: 60000, increment: 5000 });
  clock.follow(1, 1);
  time.now += 1000;
  clock.follow(1, 1);
  clock.follow(1, 1);
  assert.equal(clock.running, 1);
  assert.equal(clock.left(1), 59000);
});

test('undo gives no increment and runs the side to move; plies taken back lose their clocks', () => {
  const { clock, time } = fake({ base: 60000, increment: 5000 });
  clock.follow(1, 1);
  time.now += 1000;
  clock.follow(2, 0);
  time.now += 4000;
  clock.follow(1, 1); // White takes back Black's move
  assert.equal(clock.left(0), 56000, 'White is charged for its thinking, with no increment');
  assert.equal(clock.left(1), 64000, 'Black keeps the time it had');
  assert.equal(clock.running, 1);
  assert.equal(clock.state.moves.length, 1);
  clock.follow(0, 0);
  assert.equal(clock.running, -1, 'back at the start no clock runs');
});

test('the flag falls when the running side reaches zero, and the clock then stays as it is', () => {
  const { clock, time } = fake({ base: 10000, increment: 0 });
  clock.follow(1, 1);
  time.now += 9999;
  assert.equal(clock.check(), -1);
  time.now += 1;
  assert.equal(clock.check(), 1);
  assert.equal(clock.left(1), 0);
  assert.equal(clock.running, -1);
  assert.ok(clock.stopped);
  clock.follow(2, 0); // a move after the flag counts for nothing
  assert.equal(clock.left(1), 0);
  assert.equal(clock.left(0), 10000);
  assert.equal(clock.state.moves.length, 1);
});

test('a move played after the time ran out, before anyone looked, still loses on time', () => {
  const { clock, time } = fake({ base: 10000, increment: 5000 });
  clock.follow(1, 1);
  time.now += 12000;
  clock.follow(2, 0);
  assert.equal(clock.state.flagged, 1);
  assert.equal(clock.left(1), 0, 'no increment rescues a fallen flag');
});

test('stop at the end of a game keeps both times; later moves do not restart the clock', () => {
  const { clock, time } = fake({ base: 60000, increment: 1000 });
  clock.follow(1, 1);
  time.now += 2000;
  clock.stop();
  time.now += 60000;
  assert.equal(clock.left(1), 58000);
  assert.equal(clock.check(), -1, 'a stopped clock never flags');
  clock.follow(2, 0);
  assert.equal(clock.running, -1);
});

test('two clocks never drift: what is left is the base less the time taken, however often it is read', () => {
  const { clock, time } = fake({ base: 300000, increment: 0 });
  clock.follow(1, 1);
  for (let i = 0; i < 1000; i++) {
    time.now += 16.7; // a frame
    clock.left(1);
    clock.check();
  }
  assert.ok(Math.abs(clock.left(1) - (300000 - 16700)) < 1e-6);
});
