import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_LIVE_ATTRIBUTE,
  claimEarlySubmit,
  EARLY_SUBMIT_ATTRIBUTE,
  earlySubmitScript,
  markAppLive,
} from './early-submit';

const html = document.documentElement;
const submitOnForm = () => {
  const form = document.createElement('form');
  document.body.append(form);
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('a submit made before the app has run', () => {
  new Function(earlySubmitScript)(); // as the head of a page rendered at build time runs it
  afterEach(() => {
    html.removeAttribute(APP_LIVE_ATTRIBUTE);
    html.removeAttribute(EARLY_SUBMIT_ATTRIBUTE);
    document.body.replaceChildren();
  });

  it('is kept: the page stays, is marked, and the form claims it once', () => {
    expect(submitOnForm().defaultPrevented).toBe(true);
    expect(html.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(true);
    expect(claimEarlySubmit()).toBe(true);
    expect(html.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('is not taken once the app runs the page itself', () => {
    markAppLive();
    expect(submitOnForm().defaultPrevented).toBe(false);
    expect(html.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
  });

  it('is nothing to claim when there was none, and submits after the claim are left to the app', () => {
    expect(claimEarlySubmit()).toBe(false);
    expect(submitOnForm().defaultPrevented).toBe(false);
    expect(html.hasAttribute(EARLY_SUBMIT_ATTRIBUTE)).toBe(false);
  });
});
