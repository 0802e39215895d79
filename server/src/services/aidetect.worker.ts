/**
 * Entry point of the AI-detection worker (started by services/aidetect.ts): loads the detector (its
 * language model and classifiers) and scores texts off the main thread, where a 120,000-character
 * text would hold the event loop for the whole of its scoring.
 */
import { type Detection, loadAiDetector } from '../engines/aidetect';
import { serveJobs } from '../engines/workers/serve';
import type { AidetectJob } from './aidetect';

serveJobs<AidetectJob, Detection>(async (job, started) => {
  const detector = await loadAiDetector();
  started();
  return detector.detect(job.text, job.version);
});
