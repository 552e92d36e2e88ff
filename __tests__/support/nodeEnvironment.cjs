// Jest's node environment, refusing a file that leaves a timer or socket open (openHandleCheck.cjs).
const { withOpenHandleCheck } = require("./openHandleCheck.cjs");
module.exports = withOpenHandleCheck(require("jest-environment-node").default, { timers: true });
