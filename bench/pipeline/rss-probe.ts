/**
 * Loaded with `node --import` into a spawned `antidote screen` by the side-by-side bench
 * (meridian.bench.ts): at exit it prints the whole process's peak RSS and CPU time (every
 * thread) on standard error, one line the bench reads. Nothing else changes in the process.
 */
process.on('exit', () => {
  const c = process.cpuUsage();
  process.stderr.write(`\nantidote-bench-probe ${JSON.stringify({ rssMb: process.resourceUsage().maxRSS / 1024, cpu: (c.user + c.system) / 1e6 })}\n`);
});
export {};
