// The pages drawn before the app's code has run: the sign-in page the server sends (decision 048), the dashboard
// main.tsx asks for (decision 054).
import type { Page } from '@playwright/test';

/**
 * Holds the app's code (every script but the entry and its start chunk, which note a button pressed on the drawn page)
 * until the returned function is called: the page stays as the server sent it meanwhile. A test that presses a button
 * waits for DOMContentLoaded first, which comes once the entry has run (the held scripts are imported dynamically):
 * a press before it is not noted.
 */
export async function holdTheAppsCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!index-|start-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The drawn page while it is in `#root`. */
export const drawnPage = (page: Page) => page.locator('#root > .prerendered');

/**
 * `#root`'s page as a tree of tags, attributes and texts, leaving out what differs between the drawn page and the
 * app's by design (generated ids, the drawn form's inert submit button and autofocus, the loading bar over the page
 * while requests are out, the drawn page's styles) or by serialisation (attribute order, comments, the preload links
 * React writes ahead of the HTML it renders and into the head of the DOM it builds), and what matches `leaveOut`.
 */
export const drawnTree = (page: Page, leaveOut = ':not(*)') =>
  page.evaluate((leaveOut) => {
    const ignored = new Set([
      ...['id', 'for', 'aria-describedby', 'aria-labelledby', 'aria-controls'],
      ...['autofocus', 'data-prerendered-submit'],
    ]);
    const tree = (node: Node): unknown => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent;
      if (!(node instanceof Element)) return null;
      if (node.matches(leaveOut)) return 'left out';
      const attributes = [...node.attributes]
        .filter((attribute) => !ignored.has(attribute.name))
        .map((attribute) =>
          attribute.name === 'style'
            ? `style=${(node as HTMLElement).style.cssText}`
            : attribute.name === 'type' &&
                attribute.value === 'button' &&
                node.hasAttribute('data-prerendered-submit')
              ? 'type=submit'
              : `${attribute.name}=${attribute.value}`,
        )
        .sort();
      const children = [...node.childNodes].map(tree).filter((child) => child !== null);
      // React writes adjacent texts as one node in the DOM it builds, as two in the HTML it renders to.
      const merged = children.reduce<unknown[]>((all, child) => {
        if (typeof child === 'string' && typeof all.at(-1) === 'string')
          all.push(`${all.pop() as string}${child}`);
        else all.push(child);
        return all;
      }, []);
      return [node.tagName.toLowerCase(), attributes, merged];
    };
    const page = document.querySelector('#root > .prerendered') ?? document.querySelector('#root');
    return [...page!.children]
      .filter((child) => !child.matches('style, link, .boot-logo, [role=progressbar]'))
      .map(tree);
  }, leaveOut);
