export * from './DevFrame';
