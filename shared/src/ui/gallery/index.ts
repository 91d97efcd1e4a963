export * from './KitGallery';
