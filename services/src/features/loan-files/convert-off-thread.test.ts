import { holdWorkerPool } from '../../platform/workers/worker-pool';
import { convertLoanFileOffThread } from './convert-off-thread';
import { writeMismoLoanFile } from './mismo/mismo-writer';
import { buildSampleLoan, seededRandom } from './sample-loans';

// The conversion on this (the event loop's) thread would fail the test: the answer must come from a worker thread.
jest.mock('./convert-loan-file', () => ({
  convertLoanFile: () => {
    throw new Error('the loan file was converted on the event loop thread');
  },
}));

const base64 = (text: string) => Buffer.from(text).toString('base64');

let release: () => Promise<void>;
beforeAll(() => {
  release = holdWorkerPool();
});
afterAll(() => release());

const { convertLoanFile } = jest.requireActual<typeof import('./convert-loan-file')>('./convert-loan-file');

describe('convertLoanFileOffThread', () => {
  it('answers the loan a MISMO file holds, as convertLoanFile does, read in a worker thread', async () => {
    const loan = buildSampleLoan({ pairs: 2, loanPurpose: 'Purchase', mortgageType: 'Conventional' }, seededRandom(7));
    const file = base64(writeMismoLoanFile(loan));
    const expected = convertLoanFile(file);
    expect(expected.ok).toBe(true);
    await expect(convertLoanFileOffThread(file)).resolves.toEqual(expected);
  });

  it('answers a refused file with the same problem, and the options reach the thread', async () => {
    await expect(convertLoanFileOffThread(base64('{"not":"xml"}'))).resolves.toEqual(convertLoanFile(base64('{"not":"xml"}')));
    const loan = buildSampleLoan({ pairs: 1, loanPurpose: 'Purchase', mortgageType: 'FHA' }, seededRandom(8));
    await expect(convertLoanFileOffThread(base64(writeMismoLoanFile(loan)), { maxBytes: 100 })).resolves.toMatchObject({
      ok: false,
      problem: { code: 'file-too-large' },
    });
  });
});
