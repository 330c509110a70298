/** `npm run bench -- histories`: the issue-12 histories table alone (H1-dev, H2), without the cost runs. */
import { historiesTable } from './correlate.bench.js';

export async function bench(): Promise<void> {
  historiesTable();
}
