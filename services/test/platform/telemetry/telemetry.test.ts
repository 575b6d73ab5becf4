import { runCasesOf } from '../../helpers/cases';

// What a lender's IT watches: metrics, health, request log bindings and traces. A jest file of its
// own because the trace cases register an OpenTelemetry provider for the whole file.
runCasesOf(__dirname);
