mod duration;
mod r#struct;
mod timestamp;
mod value;
