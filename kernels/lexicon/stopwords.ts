/**
 * Capitalized words that open sentences without naming anything: excluded from entity
 * extraction (an entity shared by two memories links them into a cluster, so "The" or "Account"
 * at the start of two memories must not). Lower case; matched after lower-casing.
 */
export const SENTENCE_STOPWORDS: readonly string[] = [
  // English
  'the', 'a', 'an', 'this', 'that', 'these', 'those', 'when', 'whenever', 'if', 'for', 'last', 'next', 'our',
  'my', 'your', 'his', 'her', 'their', 'its', 'we', 'i', 'you', 'he', 'she', 'they', 'it', 'in', 'on', 'at',
  'after', 'before', 'please', 'also', 'and', 'but', 'so', 'then', 'there', 'here', 'what', 'how', 'why',
  'who', 'where', 'which', 'as', 'all', 'every', 'each', 'some', 'no', 'not', 'yes', 'today', 'tomorrow',
  'yesterday', 'tonight', 'now', 'note', 'since', 'while', 'during', 'from', 'to', 'with', 'without', 'by',
  'about', 'per', 'one', 'two', 'three', 'first', 'second', 'third', 'new', 'old', 'both', 'either', 'any',
  'many', 'most', 'few', 'several', 'just', 'only', 'once', 'again', 'still', 'already', 'always', 'never',
  'sometimes', 'usually', 'often', 'can', 'could', 'would', 'should', 'will', 'may', 'might', 'must', 'do',
  'does', 'did', 'is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'let', 'ok', 'okay', 'hi',
  'hello', 'thanks', 'thank', 'dear', 'regards', 'best', 'sure', 'well', 'oh', 'hey', 'mr', 'mrs', 'ms', 'dr',
  'account', 'accounts', 'invoice', 'invoices', 'payment', 'payments', 'vendor', 'vendors', 'customer',
  'customers', 'client', 'clients', 'user', 'users', 'team', 'caller', 'order', 'orders', 'transfer',
  'transfers', 'refund', 'refunds', 'statement', 'statements', 'report', 'reports', 'meeting', 'call',
  'email', 'message', 'policy', 'rule', 'system', 'admin', 'agent', 'assistant', 'reminder', 'update',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february',
  'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'q1', 'q2',
  'q3', 'q4', 'some', 'such', 'other', 'another', 'more', 'less', 'very', 'really', 'because', 'though',
  'although', 'however', 'therefore', 'thus', 'otherwise', 'unless', 'until', 'over', 'under', 'into',
  'onto', 'off', 'out', 'up', 'down', 'near', 'via', 'sir', 'madam', 'ps', 'fyi', 're', 'fw', 'fwd',
  // French, Spanish, Italian, Portuguese
  'le', 'la', 'les', 'un', 'une', 'des', 'ce', 'cette', 'ces', 'il', 'elle', 'ils', 'elles', 'nous', 'vous',
  'je', 'on', 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'notre', 'votre', 'leur', 'quand', 'si', 'pour', 'avec',
  'sans', 'dans', 'sur', 'et', 'mais', 'ou', 'donc', 'toujours', 'jamais', 'el', 'los', 'las', 'una', 'unos',
  'unas', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'ella', 'ellos', 'ellas', 'nosotros', 'usted',
  'ustedes', 'yo', 'mi', 'mis', 'su', 'sus', 'cuando', 'para', 'con', 'sin', 'en', 'y', 'pero', 'siempre',
  'nunca', 'lo', 'gli', 'uno', 'questo', 'questa', 'quello', 'quella', 'lui', 'lei', 'loro', 'noi', 'voi',
  'io', 'tu', 'quando', 'per', 'con', 'senza', 'sempre', 'mai', 'o', 'os', 'as', 'um', 'uma', 'esse',
  'essa', 'ele', 'eles', 'elas', 'nós', 'você', 'vocês', 'eu', 'meu', 'minha', 'seu', 'sua', 'quando',
  'com', 'sem', 'sempre', 'nunca',
  // German, Dutch
  'der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen', 'dieser', 'diese', 'dieses', 'er', 'sie', 'es',
  'wir', 'ihr', 'ich', 'du', 'mein', 'meine', 'sein', 'seine', 'unser', 'wenn', 'für', 'mit', 'ohne', 'und',
  'aber', 'oder', 'immer', 'nie', 'niemals', 'de', 'het', 'een', 'deze', 'dit', 'dat', 'hij', 'zij', 'wij',
  'jij', 'ik', 'u', 'mijn', 'zijn', 'haar', 'ons', 'onze', 'als', 'wanneer', 'voor', 'met', 'zonder', 'en',
  'maar', 'altijd', 'nooit',
];

/** All-capitals words that are ordinary acronyms, not codewords. */
export const COMMON_ACRONYMS: readonly string[] = [
  'api', 'apis', 'ceo', 'cfo', 'cto', 'coo', 'usa', 'uk', 'eu', 'un', 'usd', 'eur', 'gbp', 'jpy', 'pdf', 'url',
  'sms', 'vip', 'faq', 'asap', 'fyi', 'it', 'hr', 'pr', 'qa', 'id', 'ids', 'pin', 'atm', 'iban', 'swift', 'ach',
  'sepa', 'vat', 'tax', 'llc', 'inc', 'ltd', 'gmbh', 'corp', 'ai', 'llm', 'cli', 'mcp', 'crm', 'erp', 'sso',
  'mfa', 'otp', 'kyc', 'aml', 'gdpr', 'hipaa', 'pci', 'sla', 'eta', 'am', 'pm', 'utc', 'gmt', 'est', 'pst',
  'cet', 'ok', 'tv', 'pc', 'os', 'ios', 'usb', 'wifi', 'gps', 'sql', 'html', 'json', 'csv', 'xml', 'http',
  'https', 'www', 'com', 'net', 'org', 'ip', 'vpn', 'dns', 'ssh', 'aws', 'gcp', 'ui', 'ux', 'b2b', 'b2c',
  'roi', 'kpi', 'okr', 'q1', 'q2', 'q3', 'q4', 'nda', 'rfp', 'po', 'sow', 'ps', 'nb', 'rsvp', 'mr', 'mrs',
  'dr', 'st', 'ave', 'no', 'nr', 'ref', 'dept', 'urgent', 'important', 'note', 'warning', 'system', 'admin',
  'i', 'a', 'the', 'and', 'or', 'not', 'all', 'dan',
];
