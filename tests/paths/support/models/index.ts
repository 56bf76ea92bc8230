import type { PathModel } from "../plan";
import { requestModel, totpEnrolmentModel } from "./account";
import { authModel, tokenRefreshModel } from "./auth";
import { liveModel, loaderModel, mutationModel, queryModel, stripeJsModel } from "./data";
import { callbackModel, guardModel, microsoftModel } from "./routes";

/** Every machine `npm run machines` draws, with the samples its paths are walked with. */
export const pathModels: Record<string, PathModel> = {
  auth: authModel,
  tokenRefresh: tokenRefreshModel,
  guard: guardModel,
  callback: callbackModel,
  microsoft: microsoftModel,
  request: requestModel,
  totpEnrolment: totpEnrolmentModel,
  loader: loaderModel,
  query: queryModel,
  mutation: mutationModel,
  stripeJs: stripeJsModel,
  live: liveModel,
};

export function pathModel(machine: string): PathModel {
  const model = pathModels[machine];
  if (model === undefined) {
    throw new Error(
      `No machine named "${machine}". The machines: ${Object.keys(pathModels).join(", ")}.`,
    );
  }
  return model;
}
