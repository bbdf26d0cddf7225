import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteParcelModule, RemoteParcelProps } from '@backoffice/remote-kit/contract';
import { ParcelFailure } from './features/whats-new/components/parcel-failure';
import { WhatsNewPage } from './features/whats-new/components/whats-new-page';

/**
 * This remote brings its own React (18): the shell mounts it as a single-spa-react parcel (its `./routes` module's
 * shape says so, remote-kit's RemoteParcelModule) with explicit props, isolated from the shell's React tree.
 */
export const parcel: RemoteParcelModule['parcel'] = singleSpaReact<RemoteParcelProps>({
  React,
  ReactDOMClient,
  rootComponent: WhatsNewPage,
  errorBoundary: () => <ParcelFailure />,
});

/** The React this remote runs on, which the shell does not provide. */
export const react = React.version;
