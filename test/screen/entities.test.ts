import { describe, expect, it } from 'vitest';
import { extractEntities } from '../../kernels/screen/entities.js';

const common = (w: string) => ['payments', 'vendor', 'transfer'].includes(w);

describe('entities', () => {
  it('extracts payees, accounts, domains, e-mails and codewords', () => {
    const e = extractEntities('Wire to AC-9920 and account 4471; the vendor at payments-fastlane.io (ops@relay-mail.net) says code GAMMA.', common);
    expect(e).toEqual(expect.arrayContaining(['id:ac-9920', 'id:4471', 'domain:payments-fastlane.io', 'name:fastlane', 'email:ops@relay-mail.net', 'domain:relay-mail.net', 'code:gamma']));
    expect(e).not.toContain('name:payments');
  });
  it('links a name across memories', () => {
    expect(extractEntities('Northgate delivered on Tuesday.', common)).toContain('name:northgate');
    expect(extractEntities('For Northgate, proceed.', common)).toContain('name:northgate');
  });
  it('ignores amounts, years, dates, times, acronyms and sentence-opening words', () => {
    const e = extractEntities('The invoice was $4,200 in 2026, due 2026-11-14 at 10:30 or 10am; 12% VAT via API. Yesterday it rained.', common);
    expect(e).toEqual([]);
  });
});
