/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Waiting_SyncInputs */

const en_status_waiting_sync = /** @type {(inputs: Status_Waiting_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to sync`)
};

const bn_status_waiting_sync = /** @type {(inputs: Status_Waiting_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`সিঙ্কের অপেক্ষায়`)
};

/**
* | output |
* | --- |
* | "Waiting to sync" |
*
* @param {Status_Waiting_SyncInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const status_waiting_sync = /** @type {((inputs?: Status_Waiting_SyncInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Waiting_SyncInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_status_waiting_sync(inputs)
	return en_status_waiting_sync(inputs)
});
