import { isUiChannel, loanChannelOf, UI_CHANNELS, uiChannelOf } from './channels';

describe('channels', () => {
  it('maps every wizard channel to the create call and back', () => {
    for (const uiChannel of UI_CHANNELS) {
      const { channel, delegated } = loanChannelOf(uiChannel);
      expect(uiChannelOf(channel, delegated)).toBe(uiChannel);
    }
    expect(loanChannelOf('Brokered - Wholesale')).toEqual({ channel: 'Banked - Wholesale', delegated: false });
    expect(loanChannelOf('Correspondent Delegated')).toEqual({ channel: 'Correspondent', delegated: true });
  });
  it('ignores the delegated flag for wholesale and refuses unknown channels', () => {
    expect(uiChannelOf('Banked - Wholesale', true)).toBe('Brokered - Wholesale');
    expect(uiChannelOf('Retail', false)).toBeNull();
    expect(isUiChannel('Correspondent Non-Delegated')).toBe(true);
    expect(isUiChannel('Correspondent')).toBe(false);
  });
});
