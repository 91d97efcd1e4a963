// The declarations live in shared/src/contract/notify. Until `shared/contract` re-exports them
// (see docs/platform-services.md, "Wiring"), they are imported by path; same module either way.
export * from '../../../../shared/src/contract/notify';
