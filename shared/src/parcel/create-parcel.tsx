import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { getI18n } from '../i18n/i18n.ts';

export interface ParcelOptions {
  /** Team boundary for the root element: data-boundary="catalogue" (house style). */
  boundary: string;
}

/** The generic render-error text (storefront §8 error_message). */
function RenderError() {
  return (
    <div role="alert" className="trama-render-error">
      {getI18n().t('error_message')}
    </div>
  );
}

/**
 * Turns a React component into single-spa parcel lifecycles — what every remote exposes.
 * The shell passes the typed props of contract/parcels.ts; updates re-render in place.
 */
export function createParcel<P extends object>(Component: React.ComponentType<P>, options: ParcelOptions) {
  function Root(props: P) {
    return (
      <div data-boundary={options.boundary} className="trama-parcel">
        <Component {...props} />
      </div>
    );
  }
  Root.displayName = `Parcel(${options.boundary}/${Component.displayName ?? Component.name})`;
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root as React.FunctionComponent<P>,
    errorBoundary: () => <RenderError />,
    parcelCanUpdate: true,
  });
}

export type ParcelLifecycles = ReturnType<typeof createParcel>;
