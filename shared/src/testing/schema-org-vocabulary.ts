/**
 * The schema.org vocabulary the checker knows (schema-org.ts): for each type the shop emits, its
 * properties as schema.org defines them, the value each takes, and what Google's rich results
 * require. Data, in one table: its length is the vocabulary's.
 */

/** What a property's value may be: a data type, or objects of the named schema.org types. */
export type ValueKind = 'Text' | 'URL' | 'Number' | 'Integer' | 'Date' | 'Price' | 'Currency' | 'Language' | 'Availability' | 'Condition' | { types: string[] };

export interface TypeDefinition {
  /** The type's parent in schema.org (its properties are inherited). */
  parent?: string;
  properties: Record<string, ValueKind[]>;
  /** Google rich results (or the shop's rule, see the note): properties that must be present. */
  required?: string[];
  /** At least one property of each group must be present. */
  oneOf?: string[][];
  /** Only this type's `required` and `oneOf` apply, not its parents' (a ProductGroup's offers are its variants'). */
  ownRules?: boolean;
}

const T = (...types: string[]): ValueKind => ({ types });
const TEXT: ValueKind[] = ['Text'];
const URL_: ValueKind[] = ['URL'];
const URL_OR_TEXT: ValueKind[] = ['URL', 'Text'];
const IMAGE: ValueKind[] = ['URL', T('ImageObject')];
const PARTY: ValueKind[] = [T('Organization', 'Person')];
const DATE: ValueKind[] = ['Date'];

/** schema.org, https://schema.org/<Type> ("Properties from ..."), as of version 29. */
export const SCHEMA_ORG: Record<string, TypeDefinition> = {
  Thing: {
    properties: {
      additionalType: URL_OR_TEXT,
      alternateName: TEXT,
      description: TEXT,
      disambiguatingDescription: TEXT,
      identifier: URL_OR_TEXT,
      image: IMAGE,
      mainEntityOfPage: ['URL', T('WebPage')],
      name: TEXT,
      potentialAction: [T('SearchAction')],
      sameAs: URL_,
      subjectOf: [T('CreativeWork')],
      url: URL_,
    },
  },
  Organization: {
    parent: 'Thing',
    properties: {
      address: ['Text'],
      brand: [T('Brand', 'Organization')],
      email: TEXT,
      founder: PARTY,
      foundingDate: DATE,
      legalName: TEXT,
      logo: IMAGE,
      slogan: TEXT,
      telephone: TEXT,
      vatID: TEXT,
    },
    // Google's organisation logo (issue 29 §20: every Organization node the shop writes has it).
    required: ['name', 'url', 'logo'],
  },
  Person: { parent: 'Thing', properties: { affiliation: [T('Organization')], jobTitle: TEXT }, required: ['name'] },
  Brand: { parent: 'Thing', properties: { logo: IMAGE, slogan: TEXT }, required: ['name'] },
  ImageObject: { parent: 'CreativeWork', properties: { contentUrl: URL_, width: ['Integer', 'Text'], height: ['Integer', 'Text'], caption: TEXT } },
  CreativeWork: {
    parent: 'Thing',
    properties: {
      about: [T('Thing')],
      abstract: TEXT,
      alternativeHeadline: TEXT,
      author: PARTY,
      copyrightHolder: PARTY,
      copyrightYear: ['Number'],
      creator: PARTY,
      dateCreated: DATE,
      dateModified: DATE,
      datePublished: DATE,
      headline: TEXT,
      inLanguage: ['Language'],
      isPartOf: ['URL', T('CreativeWork', 'WebSite', 'WebPage')],
      keywords: TEXT,
      mainEntity: [T('Thing', 'Question', 'ItemList', 'Product')],
      publisher: PARTY,
      text: TEXT,
      thumbnailUrl: URL_,
    },
  },
  WebSite: { parent: 'CreativeWork', properties: { issn: TEXT }, required: ['name', 'url'] },
  WebPage: {
    parent: 'CreativeWork',
    properties: {
      breadcrumb: [T('BreadcrumbList'), 'Text'],
      lastReviewed: DATE,
      primaryImageOfPage: [T('ImageObject')],
      relatedLink: URL_,
      significantLink: URL_,
    },
  },
  FAQPage: { parent: 'WebPage', properties: {}, required: ['mainEntity'] },
  Comment: { parent: 'CreativeWork', properties: { downvoteCount: ['Integer'], upvoteCount: ['Integer'], parentItem: [T('Comment', 'CreativeWork')] } },
  Question: {
    parent: 'Comment',
    properties: { acceptedAnswer: [T('Answer', 'ItemList')], answerCount: ['Integer'], suggestedAnswer: [T('Answer', 'ItemList')], eduQuestionType: TEXT },
    required: ['name', 'acceptedAnswer'],
  },
  Answer: { parent: 'Comment', properties: { answerExplanation: [T('Comment', 'WebContent')] }, required: ['text'] },
  Article: {
    parent: 'CreativeWork',
    properties: { articleBody: TEXT, articleSection: TEXT, backstory: TEXT, pageEnd: ['Integer', 'Text'], pageStart: ['Integer', 'Text'], pagination: TEXT, wordCount: ['Integer'] },
  },
  // Google's article guide has no required property; the shop's rule (issue 16) asks for these.
  NewsArticle: { parent: 'Article', properties: { dateline: TEXT, printColumn: TEXT, printEdition: TEXT, printPage: TEXT, printSection: TEXT }, required: ['headline', 'image', 'datePublished', 'author', 'publisher'] },
  ItemList: {
    parent: 'Thing',
    properties: { itemListElement: [T('ListItem', 'Thing'), 'Text'], itemListOrder: TEXT, numberOfItems: ['Integer'] },
    required: ['itemListElement'],
  },
  BreadcrumbList: { parent: 'ItemList', properties: {}, required: ['itemListElement'] },
  ListItem: {
    parent: 'Thing',
    properties: { item: ['URL', T('Thing', 'Product', 'WebPage')], nextItem: [T('ListItem')], position: ['Integer', 'Text'], previousItem: [T('ListItem')] },
    required: ['position'],
  },
  Product: {
    parent: 'Thing',
    properties: {
      additionalProperty: [T('PropertyValue')],
      brand: [T('Brand', 'Organization')],
      category: URL_OR_TEXT,
      color: TEXT,
      gtin: TEXT,
      gtin8: TEXT,
      gtin12: TEXT,
      gtin13: TEXT,
      gtin14: TEXT,
      isVariantOf: [T('ProductGroup', 'ProductModel')],
      itemCondition: ['Condition'],
      logo: IMAGE,
      manufacturer: [T('Organization')],
      material: URL_OR_TEXT,
      model: TEXT,
      mpn: TEXT,
      offers: [T('Offer', 'AggregateOffer')],
      pattern: TEXT,
      productID: TEXT,
      size: TEXT,
      sku: TEXT,
      slogan: TEXT,
    },
    required: ['name'],
    // Google product snippets / merchant listings: offers, review or aggregateRating.
    oneOf: [['offers', 'review', 'aggregateRating']],
  },
  // A product sold in variants (issue 29 §20: one Product per size, https://schema.org/ProductGroup).
  ProductGroup: {
    parent: 'Product',
    properties: { hasVariant: [T('Product')], productGroupID: TEXT, variesBy: URL_OR_TEXT },
    required: ['name', 'hasVariant'],
    ownRules: true,
  },
  Offer: {
    parent: 'Thing',
    properties: {
      availability: ['Availability'],
      availabilityEnds: DATE,
      availabilityStarts: DATE,
      category: URL_OR_TEXT,
      gtin: TEXT,
      gtin8: TEXT,
      gtin12: TEXT,
      gtin13: TEXT,
      gtin14: TEXT,
      itemCondition: ['Condition'],
      itemOffered: [T('Product')],
      mpn: TEXT,
      offeredBy: PARTY,
      price: ['Price'],
      priceCurrency: ['Currency'],
      priceValidUntil: DATE,
      seller: PARTY,
      sku: TEXT,
      validFrom: DATE,
      validThrough: DATE,
    },
    // Google merchant listings require price (and its currency); the shop's rule adds availability.
    required: ['price', 'priceCurrency', 'availability'],
  },
  Action: {
    parent: 'Thing',
    properties: { actionStatus: TEXT, agent: PARTY, endTime: DATE, object: [T('Thing')], result: [T('Thing')], startTime: DATE, target: ['URL', T('EntryPoint')] },
  },
  SearchAction: {
    parent: 'Action',
    // query-input: the PropertyValueSpecification shorthand schema.org documents for actions.
    properties: { query: TEXT, 'query-input': TEXT },
    required: ['target', 'query-input'],
  },
  EntryPoint: {
    parent: 'Thing',
    properties: { actionPlatform: URL_OR_TEXT, contentType: TEXT, encodingType: TEXT, httpMethod: TEXT, urlTemplate: TEXT },
    required: ['urlTemplate'],
  },
};
