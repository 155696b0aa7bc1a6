pub mod permission;
pub mod resource;
pub mod role;
pub mod role_hierarchy;
pub mod role_permission;
pub mod user;
pub mod user_override;
pub mod user_role;
