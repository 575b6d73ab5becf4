import { htmlPreviewBlocks } from './html-preview-blocks';

describe('htmlPreviewBlocks', () => {
  it('keeps the text block by block, headings and list items marked', () => {
    expect(
      htmlPreviewBlocks(
        '<h2>Before you lock</h2><p>Check the <strong>rate</strong>\n and the term.</p><ul><li>Call</li><li>Email</li></ul>',
      ),
    ).toEqual([
      { kind: 'heading', text: 'Before you lock' },
      { kind: 'paragraph', text: 'Check the rate and the term.' },
      { kind: 'item', text: 'Call' },
      { kind: 'item', text: 'Email' },
    ]);
  });

  it('drops what readers never see and runs nothing', () => {
    const ran = jest.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const blocks = htmlPreviewBlocks(
      '<p>Safe<script>window.ran()</script></p><img src="x" onerror="window.ran()"><style>p{}</style><iframe src="https://x.test">frame</iframe>',
    );
    expect(blocks).toEqual([{ kind: 'paragraph', text: 'Safe' }]);
    expect(ran).not.toHaveBeenCalled();
    expect(htmlPreviewBlocks('   ')).toEqual([]);
  });
});
