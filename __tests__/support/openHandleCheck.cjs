// Jest's test environments with one check more: a test file that leaves a timer, a socket, a server
// or a child process open fails, naming what it left, instead of keeping its worker alive until
// Jest force-exits it with a warning that names nothing. (That warning also comes from a worker that
// is merely slow to exit, docs/testing.md, so it cannot be the leak check.)
// Plain CommonJS: Jest loads test environments before any transform applies. jest.config.js names
// nodeEnvironment.cjs; a file that needs a DOM says `@jest-environment ./__tests__/support/jsdomEnvironment.cjs`.

const { promisify } = require("util");

/** How long a file's own teardown may take to finish closing what it closed (a socket closes on a later tick). */
const GRACE_MS = 500;

/**
 * The handles open before the file starts: a worker's IPC channel and standard streams, Jest's own
 * when in band. Node makes stdout and stderr on first use, and a worker's first file to print was
 * blamed for them (under CI=1), so they are made here first.
 */
const baseHandles = () => {
  void process.stdout;
  void process.stderr;
  return new Set(process._getActiveHandles());
};

const describeHandle = (handle) => {
  const name = handle?.constructor?.name ?? typeof handle;
  if (name === "Socket" && handle.remotePort) return `Socket to ${handle.remoteAddress}:${handle.remotePort}`;
  if (name === "Server" && typeof handle.address === "function" && handle.address()) {
    const address = handle.address();
    return `Server on ${typeof address === "string" ? address : `${address.address}:${address.port}`}`;
  }
  if (name === "ChildProcess") return `ChildProcess ${handle.spawnfile} (pid ${handle.pid})`;
  return name;
};

/**
 * Follows the timers the file's code starts through its global setTimeout and setInterval: Node
 * lists timers only as counts, which another file's or Jest's own timers would blur.
 */
function trackTimers(global) {
  const live = new Set();
  const { setTimeout: set, setInterval: every, clearTimeout: clear, clearInterval: clearEvery } = global;
  // clearTimeout takes the timer or its numeric id; only an id needs the timers' own ids (reading one
  // makes Node keep the timer in its id table, so the others are compared as objects).
  const forget = (timer) => {
    for (const entry of live) if (entry.timer === timer || (typeof timer === "number" && +entry.timer === timer)) live.delete(entry);
  };
  global.setTimeout = (callback, ms, ...args) => {
    const entry = { kind: "setTimeout", ms };
    entry.timer = set((...a) => (live.delete(entry), callback(...a)), ms, ...args);
    live.add(entry);
    return entry.timer;
  };
  global.setInterval = (callback, ms, ...args) => {
    const entry = { kind: "setInterval", ms, timer: every(callback, ms, ...args) };
    live.add(entry);
    return entry.timer;
  };
  // util.promisify(setTimeout) keeps working (those timers are awaited, so they end with the test).
  for (const [wrapper, original] of [
    [global.setTimeout, set],
    [global.setInterval, every],
  ])
    if (original[promisify.custom]) wrapper[promisify.custom] = original[promisify.custom];
  global.clearTimeout = (timer) => (forget(timer), clear(timer));
  global.clearInterval = (timer) => (forget(timer), clearEvery(timer));
  // An unref'd timer keeps nothing alive, so it is not a leak.
  return () =>
    [...live].filter(({ timer }) => typeof timer?.hasRef !== "function" || timer.hasRef()).map(({ kind, ms }) => `${kind}(…, ${ms})`);
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test environment class that refuses, at teardown, a file that leaves handles open. `timers`:
 * whether to follow the global timers too (jsdom's window clears its own when it closes).
 */
function withOpenHandleCheck(Base, { timers }) {
  return class extends Base {
    constructor(config, context) {
      super(config, context);
      this.testPath = context.testPath;
      this.baseline = baseHandles();
      this.liveTimers = timers ? trackTimers(this.global) : () => [];
    }

    openHandles() {
      return process
        ._getActiveHandles()
        .filter((handle) => !this.baseline.has(handle))
        .map(describeHandle);
    }

    async teardown() {
      // Timers are read when the file's tests and hooks are done and one turn of the event loop has
      // passed: one still pending then runs after them. A timer already due (a library's "next turn"
      // work, such as the toggle event jsdom schedules with setTimeout(…, 0) for each parsed
      // <details open>) runs in that turn; read at once, on a busy machine, it was blamed as a leak.
      await wait(0);
      const timers = this.liveTimers();
      await super.teardown();
      let handles = this.openHandles();
      for (let waited = 0; handles.length > 0 && waited < GRACE_MS; waited += 20) {
        await wait(20);
        handles = this.openHandles();
      }
      const open = [...handles, ...timers];
      if (open.length > 0) {
        throw new Error(
          `${this.testPath} left open: ${open.join(", ")}. Close it (or clear, or unref it) in the test's afterAll or ` +
            `afterEach; jest --detectOpenHandles --runTestsByPath <file> shows where it was made.`,
        );
      }
    }
  };
}

module.exports = { withOpenHandleCheck };
