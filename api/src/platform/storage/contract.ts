// The declarations live in shared/src/contract/{s3,common}. Until `shared/contract` re-exports them
// (see docs/platform-services.md, "Wiring"), they are imported by path; same module either way.
export * from '../../../../shared/src/contract/s3';
export * from '../../../../shared/src/contract/common';
