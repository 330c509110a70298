// Compiles the default automaton image into dist/kernels/text/automaton.img (see workers/batch/image.ts).
// Runs after tsc in `npm run build`: the fingerprint covers the compiled kernels it was built with.
import { PRECOMPILED_IMAGE, compileDefaultImage, imageFingerprint, writePrecompiledImage } from '../dist/workers/batch/image.js';

const t0 = performance.now();
const image = compileDefaultImage();
writePrecompiledImage(PRECOMPILED_IMAGE, imageFingerprint(), image);
console.log(`build-image: ${(image.byteLength / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s → dist/kernels/text/automaton.img`);
