import { openApiFuzz } from './openapi-fuzz';

// In two files so that CI's long run (FUZZ_RUNS=300) takes both cores.
openApiFuzz(1);
