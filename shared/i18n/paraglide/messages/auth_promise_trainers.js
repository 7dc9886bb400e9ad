/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Auth_Promise_TrainersInputs */

const en_auth_promise_trainers = /** @type {(inputs: Auth_Promise_TrainersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`World-class trainers in ${i?.count} sports`)
};

const bn_auth_promise_trainers = /** @type {(inputs: Auth_Promise_TrainersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি খেলায় বিশ্বমানের ট্রেইনার`)
};

/**
* | output |
* | --- |
* | "World-class trainers in {count} sports" |
*
* @param {Auth_Promise_TrainersInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const auth_promise_trainers = /** @type {((inputs: Auth_Promise_TrainersInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Promise_TrainersInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_auth_promise_trainers(inputs)
	return en_auth_promise_trainers(inputs)
});
