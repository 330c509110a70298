/**
 * The shape of a language's directive lexicon.
 *
 * One data file per language (`kernels/lexicon/<lang>.ts`) exports a {@link LexiconData}. All files
 * are compiled together into one Aho–Corasick automaton (`kernels/automaton.ts`); the mood gate
 * (`kernels/mood.ts`) then reasons over the categories of the matches inside each clause.
 *
 * ## Writing terms
 * - Write terms in their natural spelling, lower case. The compiler passes every term through the
 *   same normalizer as the screened text (NFKC, case folding, diacritic stripping for
 *   Latin/Greek/Cyrillic, Arabic harakat stripping), so accents may be written or omitted.
 * - A term is matched as a whole word by default (word boundaries on both sides), except in
 *   languages whose `segmentation` is `'intl'` (no spaces between words: zh, ja, th, ...), where
 *   the match must fall on `Intl.Segmenter` word boundaries, or `'none'` (substring match).
 * - A trailing `*` makes a stem: it matches the stem followed by any word characters
 *   (`approv*` matches approve, approved, approval). Keep stems long enough to be unambiguous.
 * - A leading `*` makes a suffix: it matches at the end of a word after any word characters
 *   (`*하세요` matches 승인하세요; `*ayın` matches onaylayın) — for imperative endings of
 *   agglutinative languages. `*x*` matches anywhere inside a word.
 * - Multi-word terms are written with single spaces; they match any run of whitespace.
 *   Hyphenated terms also match with the hyphen removed or replaced by a space.
 * - A term may appear in several categories; the compiler merges them.
 * - Write from knowledge of the language, never from a test set: the screen is measured on
 *   text nobody on this project wrote.
 */

/** What a term means to the mood gate. */
export type Category =
  /** Absolute frequency adverbs that turn an instruction into a standing rule: always, never, at all times, without exception. */
  | 'abs'
  /**
   * Directive verbs: actions an agent takes on the user's behalf or in the world, in the forms an
   * instruction uses (imperative, infinitive; plus the polite/imperative inflections of the
   * language). approve, pay, wire, transfer, send, forward, share, disclose, reveal, refuse,
   * reject, delete, disable, grant, execute, release, book, cancel, renew, answer, tell, reply.
   * NOT content requests (write, describe, explain, summarize, translate, create, discuss,
   * list): a one-shot request for content is not a standing directive.
   * NOT third-person or past forms (pays, paid): those report, they do not instruct.
   */
  | 'verb'
  /** Override verbs aimed at earlier instructions: ignore, disregard, forget, overlook, override, set aside, "regardless of". */
  | 'override'
  /** What an override verb targets: instructions, rules, guidelines, constraints, restrictions, directives, prompt, previous, prior, above, earlier, "been told". */
  | 'override-obj'
  /** Negators of a check: without, skip, bypass, no longer, no need, don't ask, never ask. Pair with `approval`. */
  | 'neg-bypass'
  /** The checks a bypass removes: confirmation, approval, verification, review, sign-off, authorization, consent, two-factor, checking with, human in the loop. */
  | 'approval'
  /** A check declared fulfilled or waived: waived, not required, unnecessary, optional, already satisfied, already given. Pair with `approval`. */
  | 'waiver'
  /** Stand-alone bypass or pre-clearance phrases: pre-approved, pre-cleared, pre-authorized, already authorized, whitelisted, auto-approve, no questions asked, straight through. */
  | 'bypass'
  /** Standing-rule markers: from now on, henceforth, going forward, permanent rule, standing rule, policy, by default, every time, whenever, until further notice. */
  | 'standing'
  /** Autonomy / hands-off framing: automatically, on receipt, handled for them, hands-off, on their behalf, at your discretion, proceed without, on autopilot. */
  | 'autonomy'
  /** Weak autonomy: words that often describe ordinary automation (automatically, auto-) and count only beside a money action. */
  | 'autonomy-weak'
  /** Authority and role words that spoof a privileged speaker: system, admin, administrator, developer, root, creator, superuser. */
  | 'authority'
  /** Privileged-mode claims: admin mode, developer mode, god mode, override mode, jailbreak, do anything now, unrestricted. */
  | 'mode'
  /** Second-person addressee: you, your, yourself (and the language's forms). */
  | 'you'
  /** Obligation modals: must, should, need to, have to, are to, shall, are required to. */
  | 'modal'
  /** Permission markers: can, may, allowed, authorized, permitted, free to, cleared to. */
  | 'permit'
  /** Speaker-instruction frames: I want you to, I need you to, I'd like you to, I prefer that you, make sure, be sure to, please. */
  | 'speaker'
  /** Normative frames that state a rule impersonally: the right action is to, the correct procedure is, the rule is, it is mandatory to. */
  | 'normative'
  /** Reporting verbs that make a clause a report, not an instruction: said, mentioned, asked, told me, noted, according to. */
  | 'report'
  /** First-person subjects: I, we (a habit of the speaker is not an instruction). */
  | 'subj1'
  /** Third-person subjects: he, she, they, the customer, the caller, the user. */
  | 'subj3'
  /** Habitual markers: usually, typically, normally, tends to. */
  | 'habit'
  /** Universal quantifiers: all, every, any, each. */
  | 'quant'
  /** Condition openers: when, whenever, if, once, each time. */
  | 'cond'
  /** Question openers: can, could, would, what, how, why, is it, do you. */
  | 'question'
  /** Negation: not, don't, didn't, no. */
  | 'neg'
  /** Past-tense and past-time markers: was, were, did, had, yesterday, last week, ago. */
  | 'past'
  /** Trust-building and praise of a party: trusted, reliable, long-standing, vetted, reputable. */
  | 'trust'
  /** Idioms that defuse a trigger word inside them: never mind, ignore the noise, forget it. */
  | 'idiom'
  /** Morphological or particle markers of a polite/imperative request in languages without a fixed word order (ください, 하세요, 请). */
  | 'imp'
  /** Discourse lead-ins skipped before a clause's first verb: just, also, then, now, so, simply, and, ok. */
  | 'lead'
  /** Sensitive capabilities (nouns and verbs): see {@link CapabilityCategory}. */
  | CapabilityCategory;

export type CapabilityCategory =
  | 'cap:payments'
  | 'cap:credentials'
  | 'cap:data-export'
  | 'cap:account-access'
  | 'cap:deletion'
  | 'cap:outbound-messages'
  | 'cap:security-controls'
  | 'cap:scheduling';

/**
 * `full`: the mood gate reasons about word order and mood (imperative at clause start, subjects,
 * reports, questions). `script`: a script-aware signal from category co-occurrence within a
 * clause (override + object; bypass + sensitive action; standing marker + action), with
 * habitual and reporting markers as suppressors.
 */
export type GateKind = 'full' | 'script';

export type Segmentation = 'space' | 'intl' | 'none';

export interface LexiconData {
  /** BCP-47 language tag. */
  lang: string;
  /** English name, for reports. */
  name: string;
  /** ISO 15924 script code(s) the language is written in. */
  scripts: string[];
  gate: GateKind;
  segmentation: Segmentation;
  /**
   * Instructions may end in a bare infinitive ("ab sofort alle Rechnungen bezahlen", "alle
   * facturen direct betalen"): the gate then also reads a clause-final `verb` as an imperative.
   */
  finalInfinitive?: boolean;
  terms: Partial<Record<Category, readonly string[]>>;
}

export const CATEGORIES: readonly Category[] = [
  'abs',
  'verb',
  'override',
  'override-obj',
  'neg-bypass',
  'approval',
  'waiver',
  'bypass',
  'standing',
  'autonomy',
  'autonomy-weak',
  'authority',
  'mode',
  'you',
  'modal',
  'permit',
  'speaker',
  'normative',
  'report',
  'subj1',
  'subj3',
  'habit',
  'quant',
  'cond',
  'question',
  'neg',
  'past',
  'trust',
  'idiom',
  'imp',
  'lead',
  'cap:payments',
  'cap:credentials',
  'cap:data-export',
  'cap:account-access',
  'cap:deletion',
  'cap:outbound-messages',
  'cap:security-controls',
  'cap:scheduling',
];
