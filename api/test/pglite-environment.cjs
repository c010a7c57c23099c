// Jest's module sandbox refuses the dynamic import() that PGlite uses to load its WebAssembly and Node
// built-ins (unless node runs with --experimental-vm-modules). This environment runs in the host
// process, so it loads PGlite with Node's own require and hands the constructor to the tests.
const { TestEnvironment } = require('jest-environment-node');
const { PGlite } = require('@electric-sql/pglite');

class PgliteEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.HostPGlite = PGlite;
  }
}

module.exports = PgliteEnvironment;
