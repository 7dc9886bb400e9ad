/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Changes_Waiting_OneInputs */

const en_status_changes_waiting_one = /** @type {(inputs: Status_Changes_Waiting_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} change waiting to sync`)
};

const bn_status_changes_waiting_one = /** @type {(inputs: Status_Changes_Waiting_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি পরিবর্তন সিঙ্কের অপেক্ষায়`)
};

/**
* | output |
* | --- |
* | "{count} change waiting to sync" |
*
* @param {Status_Changes_Waiting_OneInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_changes_waiting_one = /** @type {((inputs: Status_Changes_Waiting_OneInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Changes_Waiting_OneInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_changes_waiting_one(inputs)
	return en_status_changes_waiting_one(inputs)
});
