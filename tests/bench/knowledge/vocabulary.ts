// The words the generated knowledge corpus is written with. Ranked lists, most frequent first:
// the corpus draws them with Zipf-like weights (corpus.ts), so the top of each list is in most
// documents (non-selective query terms) and its end in a few percent. The rare pool is where the
// selective terms come from: real jargon plus generated names, each in a handful of documents.

/** Everyday English, stop words first, as articles use it. */
export const COMMON_WORDS = (
  'the of and to a in is that for it as with be on not this by are or from at have an you your which can will if ' +
  'when each may must before after their its any more than also only other into about then there these should would ' +
  'could been has had do does how what who one two three first new same time day days date file form page step list ' +
  'check see use need make send receive review update change add remove open close select enter field section button ' +
  'tab screen report information document documents request order number amount name address state county property ' +
  'home house value price cost fee fees charge payment month monthly year annual business application process team ' +
  'contact email phone account user status required complete approved final initial total current previous next ' +
  'last within without until between during under over per both either most many few some every case example note ' +
  'rule rules policy guidance guideline guidelines requirement requirements condition conditions approval decision ' +
  'reason issue problem error question answer help support sign signature signed copy upload download print save ' +
  'submit submitted show shown read keep hold start end way part type types level line lines item items record ' +
  'records system portal online office person people family job work working employer employment history period ' +
  'months years weeks week hour hours business-day calendar deadline timing clock early late later sooner quickly ' +
  'usually often always never sometimes typically generally instead because while where whether although however ' +
  'therefore otherwise unless once again still already even just back down up out off full half less least high low ' +
  'higher lower large small different similar specific general standard common main major minor important clear ' +
  'available possible valid invalid correct incorrect missing pending active closed denied withdrawn expired'
).split(' ');

/** Mortgage vocabulary, the words of almost every article first. */
export const MORTGAGE_WORDS = (
  'loan borrower rate mortgage lender closing disclosure credit income broker interest escrow appraisal underwriting ' +
  'title insurance estimate lock purchase refinance debt conditions processor underwriter application originator ' +
  'principal amortization term points apr tolerance fha va conventional jumbo conforming usda ltv dti cltv trid ' +
  'assets liabilities reserves verification employment paystub w2 returns transcript irs gift seasoning appraiser ' +
  'valuation inspection flood hazard homeowners hoa condo occupancy primary investment rental payoff prepayment ' +
  'penalty balloon recording notary settlement funding disbursement wire funds investor servicing servicer lien deed ' +
  'note collateral equity heloc arm fixed adjustable index margin caps float pricing cure compliance respa hmda ecoa ' +
  'fcra qm atr gse fannie freddie ginnie aus findings desktop voe vod fico score tradeline tri-merge rescission ' +
  'alimony annuity pension retirement bonus commission overtime self-employed schedule k-1 partnership corporation ' +
  'profit loss ledger balance statement statements deposit deposits sourcing large-deposit earnest money cash ' +
  'close-to-close down-payment premium mi pmi mip upfront funding-fee entitlement coe dd214 guaranty waiver ' +
  'exception overlay matrix eligibility program product channel wholesale correspondent delegated non-delegated ' +
  'retail origination compensation lo-comp licensing nmls safe-act state-license disclosure-tracking intent-to-proceed ' +
  'changed-circumstance redisclosure counteroffer adverse denial suspense clear-to-close ctc prior-to-docs ' +
  'prior-to-funding docs drawn signing e-sign e-consent wet-ink hybrid ron closing-agent title-company attorney ' +
  'survey plat easement encroachment comparable comps adjustment gla bedrooms bathrooms zoning repairs ' +
  'completion 1004d 442 re-inspection transfer portability avm waiver-of-appraisal piw ace pricing-engine ' +
  'rate-sheet buy-up buy-down llpa adjuster extension relock worst-case renegotiation'
).split(' ');

/** Topics of the knowledge base: a document's tags, and words its title and body lean on. */
export const TOPICS: Record<string, string> = {
  disclosures: 'disclosure estimate closing trid tolerance redisclosure timing delivery intent-to-proceed waiting-period',
  appraisal: 'appraisal appraiser valuation comparable comps inspection report value gla adjustment reconsideration',
  underwriting: 'underwriting underwriter findings aus conditions suspense approval eligibility overlay exception',
  escrow: 'escrow impound taxes insurance analysis shortage surplus cushion waiver disbursement',
  pricing: 'pricing rate lock extension relock llpa buy-down points rate-sheet margin adjuster',
  credit: 'credit fico score tradeline inquiry report tri-merge rescore dispute collections bankruptcy',
  income: 'income employment paystub w2 returns transcript self-employed bonus overtime commission',
  assets: 'assets deposit deposits statements reserves gift sourcing earnest money balance ledger',
  title: 'title lien deed vesting survey easement encroachment commitment endorsement payoff',
  closing: 'closing signing notary docs funding wire settlement clear-to-close disbursement e-sign',
  fha: 'fha mip upfront hud case-number streamline 203k handbook',
  va: 'va entitlement coe funding-fee dd214 residual irrrl guaranty',
  usda: 'usda rural eligibility guarantee household income-limit',
  conventional: 'conventional fannie freddie conforming pmi homeready homepossible du lp',
  jumbo: 'jumbo non-conforming reserves investor overlay second-appraisal',
  refinance: 'refinance cash-out rate-and-term seasoning payoff streamline',
  servicing: 'servicing servicer transfer payment modification deferral boarding',
  compliance: 'compliance respa hmda ecoa fcra qm atr audit complaint fair-lending',
  'loan-file': 'mismo import xml fnm file upload export wizard borrowers',
  pipeline: 'pipeline status milestone queue filter folder report dashboard',
  conditions: 'conditions prior-to-docs prior-to-funding upload clear satisfy waive condition',
  broker: 'broker compensation lo-comp approval onboarding licensing nmls agreement',
  correspondent: 'correspondent delegated non-delegated purchase review delivery funding',
  account: 'account password login profile two-factor notification settings email',
  hoa: 'hoa condo questionnaire project warrantable budget litigation',
  flood: 'flood zone determination insurance fema elevation',
  construction: 'construction draw renovation completion builder inspection 1004d',
  investment: 'investment rental dscr occupancy lease property-management',
  arm: 'arm adjustable index margin caps reset fixed-period',
  heloc: 'heloc second lien equity draw-period combined',
};

/**
 * Real mortgage jargon that articles rarely use: these, with the generated names, are the
 * selective query terms (each in well under 0.1 % of the documents).
 */
export const RARE_REAL_WORDS = (
  'subordination forbearance escheatment leasehold recast assumable buydown hecm cooperative quitclaim estoppel ' +
  'usufruct reconveyance defeasance novation mortgagee-clause rescinded homestead abstractor chattel amortizing ' +
  'demising tenancy-in-common remainderman riparian curtesy dower lis-pendens attornment hypothecation indemnity ' +
  'interpleader subrogation surety bailee escalation acceleration habendum grantee grantor appurtenance ' +
  'condominiumization manufactured-home chassis hud-tag skirting pud-rider balloon-rider biweekly graduated ' +
  'shared-appreciation wraparound land-contract bridge-loan construction-to-permanent lot-loan ' +
  'non-warrantable condotel timeshare agritourism leaseback sale-leaseback'
).split(' ');

// Letters put together into names that sound like words ("varelton", "quisard"): the rare terms of
// a large knowledge base (products, investors, counties, system names) that nobody has typed yet.
const ONSETS = 'b c d f g h k l m n p qu r s t v w z br cr dr gr pl st tr'.split(' ');
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
const CODAS = ['', '', 'n', 'r', 'l', 's', 'th', 'nd', 'rt', 'x'];

/** `count` distinct generated words, the same on every run (built from `random`, a seeded PRNG). */
export function generatedWords(count: number, random: () => number, taken: readonly string[]): string[] {
  const words: string[] = [];
  const seen = new Set(taken);
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)];
  while (words.length < count) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let index = 0; index < syllables; index += 1) word += pick(ONSETS) + pick(VOWELS) + (index === syllables - 1 ? pick(CODAS) : '');
    if (word.length < 5 || seen.has(word)) continue;
    seen.add(word);
    words.push(word);
  }
  return words;
}
