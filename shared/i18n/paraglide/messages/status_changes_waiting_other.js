/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Changes_Waiting_OtherInputs */

const en_status_changes_waiting_other = /** @type {(inputs: Status_Changes_Waiting_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} changes waiting to sync`)
};

const bn_status_changes_waiting_other = /** @type {(inputs: Status_Changes_Waiting_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি পরিবর্তন সিঙ্কের অপেক্ষায়`)
};

/**
* | output |
* | --- |
* | "{count} changes waiting to sync" |
*
* @param {Status_Changes_Waiting_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_changes_waiting_other = /** @type {((inputs: Status_Changes_Waiting_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Changes_Waiting_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_changes_waiting_other(inputs)
	return en_status_changes_waiting_other(inputs)
});
