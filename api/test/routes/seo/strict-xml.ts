/**
 * A strict, small XML parser for the sitemap tests: it throws on anything that is not well-formed
 * (unclosed or mismatched tags, a raw '&' or '<', an unknown entity, unquoted or repeated
 * attributes, an undeclared namespace prefix, text after the root) and returns the element tree.
 * The lenient DOM parsers at hand (happy-dom) accept a raw '&', which is exactly what must fail.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

const NAME = /[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?/y;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class Parser {
  private i = 0;
  private readonly s: string;

  constructor(source: string) {
    this.s = source;
  }

  fail(message: string): never {
    throw new Error(`not well-formed XML at offset ${this.i}: ${message} (…${this.s.slice(Math.max(0, this.i - 40), this.i + 40)}…)`);
  }

  private skipSpace() {
    while (this.i < this.s.length && ' \t\r\n'.includes(this.s[this.i]!)) this.i++;
  }

  private skipMisc() {
    for (;;) {
      this.skipSpace();
      if (!this.s.startsWith('<!--', this.i)) return;
      const end = this.s.indexOf('-->', this.i + 4);
      if (end === -1) this.fail('unclosed comment');
      this.i = end + 3;
    }
  }

  private name(): string {
    NAME.lastIndex = this.i;
    const match = NAME.exec(this.s);
    if (!match) this.fail('a name was expected');
    this.i += match[0].length;
    return match[0];
  }

  private decode(raw: string): string {
    if (raw.includes('<')) this.fail("raw '<' in text or attribute");
    return raw.replace(/&([^;&\s]*);?/g, (whole, body: string) => {
      if (!whole.endsWith(';')) this.fail(`raw '&' (${whole})`);
      if (body in ENTITIES) return ENTITIES[body]!;
      const code = /^#x[0-9a-fA-F]+$/.test(body) ? parseInt(body.slice(2), 16) : /^#[0-9]+$/.test(body) ? Number(body.slice(1)) : NaN;
      if (!Number.isFinite(code)) this.fail(`unknown entity ${whole}`);
      return String.fromCodePoint(code);
    });
  }

  document(): XmlElement {
    if (this.s.startsWith('<?xml', 0)) {
      const end = this.s.indexOf('?>');
      if (end === -1) this.fail('unclosed XML declaration');
      this.i = end + 2;
    }
    this.skipMisc();
    if (this.s[this.i] !== '<') this.fail('the root element was expected');
    const root = this.element(new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]));
    this.skipMisc();
    if (this.i !== this.s.length) this.fail('content after the root element');
    return root;
  }

  private element(namespaces: ReadonlyMap<string, string>): XmlElement {
    this.i++; // '<'
    const name = this.name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = this.i;
      this.skipSpace();
      if (this.s.startsWith('/>', this.i) || this.s[this.i] === '>') break;
      if (this.i === before) this.fail('space before an attribute was expected');
      const attribute = this.name();
      if (attribute in attributes) this.fail(`repeated attribute ${attribute}`);
      this.skipSpace();
      if (this.s[this.i] !== '=') this.fail(`'=' after ${attribute}`);
      this.i++;
      this.skipSpace();
      const quote = this.s[this.i];
      if (quote !== '"' && quote !== "'") this.fail(`quoted value of ${attribute}`);
      const end = this.s.indexOf(quote, this.i + 1);
      if (end === -1) this.fail(`unclosed value of ${attribute}`);
      attributes[attribute] = this.decode(this.s.slice(this.i + 1, end));
      this.i = end + 1;
    }
    const scope = new Map(namespaces);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute.startsWith('xmlns:')) scope.set(attribute.slice(6), value);
    }
    for (const qualified of [name, ...Object.keys(attributes)]) {
      const prefix = qualified.includes(':') ? qualified.split(':')[0]! : null;
      if (prefix && prefix !== 'xmlns' && !scope.has(prefix)) this.fail(`undeclared namespace prefix ${prefix}`);
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    if (this.s.startsWith('/>', this.i)) {
      this.i += 2;
      return element;
    }
    this.i++; // '>'
    for (;;) {
      const next = this.s.indexOf('<', this.i);
      if (next === -1) this.fail(`unclosed element ${name}`);
      const raw = this.s.slice(this.i, next);
      if (raw.includes(']]>')) this.fail("']]>' in text");
      element.text += this.decode(raw);
      this.i = next;
      if (this.s.startsWith('</', this.i)) {
        this.i += 2;
        const closing = this.name();
        if (closing !== name) this.fail(`</${closing}> closes <${name}>`);
        this.skipSpace();
        if (this.s[this.i] !== '>') this.fail(`'>' after </${closing}`);
        this.i++;
        return element;
      }
      if (this.s.startsWith('<!--', this.i)) {
        const end = this.s.indexOf('-->', this.i + 4);
        if (end === -1) this.fail('unclosed comment');
        this.i = end + 3;
        continue;
      }
      if (this.s.startsWith('<!', this.i) || this.s.startsWith('<?', this.i)) this.fail('CDATA, doctype or processing instruction');
      element.children.push(this.element(scope));
    }
  }
}

export function parseXml(source: string): XmlElement {
  return new Parser(source).document();
}
