import { lazyPart } from '@backoffice/ui';

// A lesson's Zoom detail (/lessons/{lessonId}/detail/zoom), a chunk of its own that lessons-routes.tsx renders and the
// navigation's preload starts beside the lesson's request (preload.ts). Apart from screens.ts, which loads
// lessons-routes.tsx: one file for both would be an import cycle.
export const ZoomDetailPage = lazyPart(() =>
  import(/* webpackChunkName: "zoom-detail" */ './features/zoom-detail/components/zoom-detail-page').then((m) => m.ZoomDetailPage),
);
