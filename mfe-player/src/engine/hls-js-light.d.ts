// hls.js maps `hls.js/light` to its light build in package.json's exports but ships no types beside it.
// The light build is the same Hls class with fewer controllers compiled in, so it takes the full build's
// types; only the default export is declared, as the light build's other exports are partly stubs.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
