import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copyText';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
});

function codeElement(text: string) {
  const pre = document.createElement('pre');
  pre.textContent = text;
  document.body.append(pre);
  return pre;
}

describe('copyText', () => {
  it('writes to the clipboard when the browser allows it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const pre = codeElement('<bloomkeep-badges user="stewardsam"></bloomkeep-badges>');
    await expect(copyText(pre.textContent!, pre)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(
      '<bloomkeep-badges user="stewardsam"></bloomkeep-badges>',
    );
    expect(window.getSelection()?.toString()).toBe('');
  });

  it('selects the text when the clipboard refuses', async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const pre = codeElement('<iframe src="x"></iframe>');
    await expect(copyText(pre.textContent!, pre)).resolves.toBe('selected');
    expect(window.getSelection()?.toString()).toBe('<iframe src="x"></iframe>');
  });

  it('selects the text when there is no clipboard (an insecure origin)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const pre = codeElement('npm install @bloomkeep/ui');
    await expect(copyText(pre.textContent!, pre)).resolves.toBe('selected');
    expect(window.getSelection()?.toString()).toBe('npm install @bloomkeep/ui');
  });
});
