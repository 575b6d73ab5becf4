// The loan-data benchmark's page (built by run.ts, never shipped): the URLA form of mfe-loan
// mounted with a four-pair loan's data already in hand, so that a first render and a keystroke
// are timed without the network. `?validation=all` re-runs every rule on every keystroke
// (`validateAll`) instead of the validator's `update`; `?rules=lender` adds a lender-sized rule
// set (a rule on every field) to the seeded ones. Mantine's styles are entries of the build (run.ts).
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import {
  createLiveValidator,
  expandLayout,
  formFieldPresentation,
  getCustomFieldDefinition,
  getFieldDefinition,
  layoutFieldIds,
  loanDataLayout,
  type FieldDefinition,
  type LiveValidator,
  type LoanDetail,
  type LoanFieldValue,
  type RuleSet,
  type ValidationRule,
} from 'shared-rules';
import { fieldValueProblem, makeStore, PortalMantineProvider } from 'shared-ui';
import { DEMO_LOAN_DATA_RULES } from '../../../services/src/demo/loan-data-rules';
import { LoanDataForm } from '../../../mfe-loan/src/features/loan-data/components/loan-data-form';
import { unknownFieldDefinition } from '../../../mfe-loan/src/features/loan-data/state/field-values';
import { LoanDataFormStore } from '../../../mfe-loan/src/features/loan-data/state/loan-data-form-store';

const PAIRS = 4;
const params = new URLSearchParams(window.location.search);
const wholeRuleSets = params.get('validation') === 'all';
const lenderSized = params.get('rules') === 'lender';

const layout = loanDataLayout('urla', 'TX');
const sections = expandLayout(layout, PAIRS);
const fieldIds = layoutFieldIds(layout, PAIRS);
const fieldIdsOnPage = new Set(fieldIds);
const definitions = new Map<string, FieldDefinition>(
  fieldIds.map((id) => [id, getFieldDefinition(id) ?? getCustomFieldDefinition(id) ?? unknownFieldDefinition(id)]),
);

/** A filled-in application: a plausible, well-formed value for every field by its format. */
function sampleValue(definition: FieldDefinition): LoanFieldValue {
  switch (definition.format) {
    case 'SSN':
      return '123-45-6789';
    case 'PHONE':
      return '303-555-0100';
    case 'ZIPCODE':
      return '80202';
    case 'DATE':
      return '01/15/1980';
    case 'STATE':
      return 'TX';
    case 'INTEGER':
      return 2;
    case 'CHECKBOX':
      return '';
    case 'Y_N':
      return false;
    case 'DROPDOWN':
    case 'DROPDOWNLIST':
      return definition.options[0]?.value ?? null;
    case 'STRING':
      return definition.id.startsWith('1240') || definition.id.startsWith('1268') ? 'borrower@example.test' : 'Sample';
    default:
      return definition.id === '3' ? 6.5 : 1000;
  }
}
const values = Object.fromEntries(fieldIds.map((id) => [id, sampleValue(definitions.get(id) as FieldDefinition)]));

/** A rule per field of pair 1 (written `#`, so per pair) and per loan field, as a lender with many rules has. */
function lenderRules(): ValidationRule[] {
  const rules: ValidationRule[] = [];
  for (const id of fieldIds) {
    if (/#[2-9]$/.test(id)) continue;
    const template = id.endsWith('#1') ? id.slice(0, -1) : id;
    const definition = definitions.get(id) as FieldDefinition;
    const base = { id: `bench-${template}`, fieldIdTemplate: template };
    if (definition.format === 'SSN' || definition.format === 'PHONE' || definition.format === 'ZIPCODE' || definition.format === 'DATE') {
      rules.push({ ...base, ruleType: 'FORMAT', format: definition.format });
    } else if (definition.format.startsWith('DECIMAL') || definition.format === 'INTEGER') {
      rules.push({ ...base, ruleType: 'RANGE', range: { min: 0, max: 1_000_000_000 } });
    } else if (definition.format === 'DROPDOWN' && definition.options.length > 0) {
      rules.push({ ...base, ruleType: 'IN_SET', values: definition.options.map((option) => option.value) });
    } else if (definition.format === 'STRING') {
      rules.push({ ...base, ruleType: 'REGEX', regex: '^[^<>]*$', customErrorMessage: '{field} cannot hold < or >.' });
    }
  }
  return rules;
}

const ruleSets: RuleSet[] = [
  { enabled: true, tags: ['loan-data'], rules: DEMO_LOAN_DATA_RULES },
  ...(lenderSized ? [{ enabled: true, tags: ['loan-data'], rules: lenderRules() }] : []),
];
const ruleCount = ruleSets.reduce((sum, set) => sum + set.rules.length, 0);

/** Time spent in the validator per keystroke (the store calls `update` once per change). */
const evaluations: number[] = [];
function benchValidator(): LiveValidator {
  const validator = createLiveValidator(ruleSets);
  return {
    validateAll: validator.validateAll,
    update: (current, changed, options) => {
      const start = performance.now();
      const messages = wholeRuleSets ? validator.validateAll(current, options) : validator.update(current, changed, options);
      evaluations.push(performance.now() - start);
      return messages;
    },
  };
}

const loan = { id: 'loan-bench', organizationId: 'org-bench', frame: { readOnly: false, adverseActionLocked: false } } as LoanDetail;

function Committed({ onCommit }: { onCommit: () => Promise<void> }) {
  // After the form's subtree: layout effects run in tree order, children before later siblings.
  useLayoutEffect(() => void onCommit(), [onCommit]);
  return null;
}

const nextFrame = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );

/** Resolves when every field of the layout is in the page (the sections after the first screen come in a transition). */
function allFieldsDrawn(): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (document.querySelectorAll('[data-field-id]').length >= fieldIds.length) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    check();
  });
}

export interface MountTimings {
  setupMs: number;
  /** The first commit: the first screen's sections. */
  commitMs: number;
  paintedMs: number;
  firstScreenFields: number;
  /** Every field drawn, and painted. */
  allDrawnMs: number;
  allPaintedMs: number;
  fields: number;
  ruleCount: number;
}

/** Mounts the tab as it is once its data, definitions and rule sets have arrived; resolves with the timings. */
function mount(): Promise<MountTimings> {
  return new Promise((resolve) => {
    const start = performance.now();
    const store = new LoanDataFormStore();
    store.setValidator(benchValidator());
    store.reset({ version: 1, borrowerPairs: PAIRS, values });
    store.setValueProblem((fieldId, value) => {
      const definition = definitions.get(fieldId);
      return definition ? fieldValueProblem(definition, value) : null;
    });
    const presentation = formFieldPresentation(ruleSets, PAIRS);
    const setupMs = performance.now() - start;
    const onCommit = async () => {
      const commitMs = performance.now() - start;
      const firstScreenFields = document.querySelectorAll('[data-field-id]').length;
      const painted = await nextFrame();
      const allDrawn = await allFieldsDrawn();
      const allPainted = await nextFrame();
      resolve({
        setupMs,
        commitMs,
        paintedMs: painted - start,
        firstScreenFields,
        allDrawnMs: allDrawn - start,
        allPaintedMs: allPainted - start,
        fields: document.querySelectorAll('[data-field-id]').length,
        ruleCount,
      });
    };
    createRoot(document.getElementById('root') as HTMLElement).render(
      <PortalMantineProvider>
        <Provider store={makeStore()}>
          <MemoryRouter>
            <LoanDataForm
              loan={loan}
              title={layout.title}
              store={store}
              sections={sections}
              borrowerPairs={PAIRS}
              definitions={definitions}
              presentation={presentation}
              dirty={false}
              othersSaved={false}
              fieldIdsOnPage={fieldIdsOnPage}
            />
            <Committed onCommit={onCommit} />
          </MemoryRouter>
        </Provider>
      </PortalMantineProvider>,
    );
  });
}

/**
 * Keystroke timings. React handles the input event at its root and commits the typed change in a
 * microtask it queues there; a microtask queued by a listener on the document, after React's, runs
 * once that commit is done. So: keydown (capture) → input (capture, before React) → commit (that
 * microtask) → the next frame.
 */
const keystrokes: Array<{ commitMs: number; reactMs: number; frameMs: number }> = [];
let keyDownAt: number | null = null;
let inputAt: number | null = null;
document.addEventListener('keydown', () => (keyDownAt = performance.now()), true);
document.addEventListener('input', () => (inputAt = performance.now()), true);
document.addEventListener('input', () => {
  const start = keyDownAt;
  const reactStart = inputAt;
  if (start === null || reactStart === null) return;
  keyDownAt = null;
  inputAt = null;
  queueMicrotask(() => {
    const end = performance.now();
    void nextFrame().then((frame) => keystrokes.push({ commitMs: end - start, reactMs: end - reactStart, frameMs: frame - start }));
  });
});

/** The wait for the next frame with nothing changed: what "to the next frame" costs on this machine anyway. */
async function idleFrames(count: number): Promise<number[]> {
  const waits: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    waits.push((await nextFrame()) - start);
  }
  return waits;
}

/** What run.ts calls in the page: mount the tab, then read (and clear) what was timed since. */
export interface LoanDataBench {
  mount(): Promise<MountTimings>;
  idleFrames(count: number): Promise<number[]>;
  keystrokes(): Array<{ commitMs: number; reactMs: number; frameMs: number }>;
  evaluations(): number[];
}

declare global {
  interface Window {
    loanDataBench: LoanDataBench;
  }
}

window.loanDataBench = {
  mount,
  idleFrames,
  keystrokes: () => keystrokes.splice(0),
  evaluations: () => evaluations.splice(0),
};
