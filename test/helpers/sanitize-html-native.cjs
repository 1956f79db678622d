// sanitize-html (CommonJS) requires htmlparser2 12, which is published as an ES module only.
// Node 20.19+ loads that natively (require(esm)), but Jest's module registry cannot before
// Node 24.9 ("Must use import to load ES Module"). So in tests only, `sanitize-html` is mapped
// here (jest.config.js) and loaded by Node's own loader, outside Jest's registry: the real
// package runs, nothing is mocked. Inside Jest, `require('node:module')` is Jest's subclass of
// Node's Module (its createRequire goes back into the registry); its parent class is Node's.
const sandboxed = require('node:module');
const parent = Object.getPrototypeOf(sandboxed);
const nodeModule = typeof parent?.createRequire === 'function' ? parent : sandboxed;
module.exports = nodeModule.createRequire(__filename)('sanitize-html');
