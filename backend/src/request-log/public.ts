/** What other features use of the request log: the module, the recorder, the reader and its query parsing. */
export { RequestLogModule } from './request-log.module';
export { RequestLogRetentionModule } from './request-log-retention.module';
export { RequestLogRecorder } from './request-log-recorder';
export { RequestLogs } from './request-logs.service';
export { recordSandboxRequests } from './record-sandbox-requests';
export { type RequestLogQuery, requestLogFilter } from './request-log-filter';
