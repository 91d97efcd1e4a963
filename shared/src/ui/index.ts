export * from './theme';
export * from './GlobalStyle';
export * from './primitives';
export * from './ErrorPanel';
export * from './PageFrame';
export * from './RouteSkeleton';
export * from './definePages';
export * from './ToastViewport';
