// Jest's jsdom environment, refusing a file that leaves a socket or server open (openHandleCheck.cjs);
// its timers are the window's, which jsdom clears when the window closes.
const { withOpenHandleCheck } = require("./openHandleCheck.cjs");
module.exports = withOpenHandleCheck(require("jest-environment-jsdom").default, { timers: false });
